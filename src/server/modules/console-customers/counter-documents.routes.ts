import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_LABELS, UPLOAD_MAX_BYTES } from '../../../shared/account.js';
import { customerDetailSchema, documentParamsSchema } from '../../../shared/console-customers.js';
import { tooLargeMessage } from '../../../shared/uploads.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import { staffOf } from '../../lib/console-guard.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { createUploadStorage } from '../../lib/storage/create-storage.js';
import { saveDocument } from '../account/index.js';
import { customerDetail } from './customers.service.js';

/**
 * Inside `consoleScope`: staff upload a customer's document at the counter (a walk-in shows
 * the licence; staff photograph it). The account's own `saveDocument` keeps its rules: the
 * file checked and re-encoded, a new file back to "waiting for review".
 */
export const counterDocumentsRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = createUploadStorage(config.uploads);
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });
    app.put(
      '/api/console/customers/:id/documents/:kind',
      {
        config: { record: 'customer' },
        schema: {
          tags: ['console'],
          summary: 'Uploads a customer’s document at the counter (multipart field "file")',
          params: documentParamsSchema,
          response: { 200: customerDetailSchema },
        },
      },
      async (request) => {
        const { id, kind } = request.params;
        const staff = staffOf(request);
        if (!request.isMultipart()) throw badRequest('Please choose a file to upload.');
        const part = await request.file();
        if (!part) throw badRequest('Please choose a file to upload.');
        const upload = await part.toBuffer().catch((error: unknown) => {
          if ((error as { statusCode?: number }).statusCode === 413) {
            throw new HttpError(413, tooLargeMessage('file', UPLOAD_MAX_BYTES));
          }
          throw error;
        });
        const saved = await saveDocument(db, storage, id, kind, upload);
        await recordAudit(db, {
          actorId: staff.id,
          action: 'document.counter-upload',
          recordType: 'customer',
          recordId: id,
          branchId: staff.branchId,
          before: null,
          after: { kind, label: DOCUMENT_LABELS[kind], documentId: saved.id },
        });
        return customerDetail(db, staff, id);
      },
    );
  };

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_KIND_LIST,
  documentListSchema,
  documentSchema,
  profileSchema,
  UPLOAD_MAX_BYTES,
} from '../../../shared/account.js';
import { tooLargeMessage } from '../../../shared/uploads.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { createUploadStorage } from '../../lib/storage/create-storage.js';
import { getProfile } from './account.service.js';
import {
  listDocuments,
  openDocument,
  openPhoto,
  saveDocument,
  savePhoto,
} from './documents.service.js';

const TOO_LARGE = tooLargeMessage('file', UPLOAD_MAX_BYTES);

/** The one uploaded file of a multipart request, as a buffer within the size limit. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Please choose a file to upload.');
  const part = await request.file();
  if (!part) throw badRequest('Please choose a file to upload.');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, TOO_LARGE);
    throw error;
  }
}

/** Identity documents and the profile photo; customer only (the parent plugin checks). */
export const documentsRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = createUploadStorage(config.uploads);
    const tags = ['account'];
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.get(
      '/api/account/documents',
      { schema: { tags, summary: 'My documents', response: { 200: documentListSchema } } },
      async (request) => ({ documents: await listDocuments(db, customerOf(request).id) }),
    );

    app.put(
      '/api/account/documents/:kind',
      {
        schema: {
          tags,
          summary:
            'Uploads a document (multipart field "file"): JPEG, PNG, WebP; PDF for ID proofs',
          params: z.object({ kind: z.enum(DOCUMENT_KIND_LIST, { error: 'Unknown document.' }) }),
          response: { 200: documentSchema },
        },
      },
      async (request) =>
        saveDocument(
          db,
          storage,
          customerOf(request).id,
          request.params.kind,
          await uploadedFile(request),
        ),
    );

    app.get(
      '/api/account/documents/:id/file',
      {
        schema: {
          tags,
          summary: 'The file of one of my documents (404 for anybody else)',
          params: z.object({ id: z.coerce.number().int().positive() }),
        },
      },
      async (request, reply) => {
        const doc = await openDocument(db, storage, customerOf(request).id, request.params.id);
        return reply
          .type(doc.mimeType)
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', 'inline')
          .send(doc.stream);
      },
    );

    app.put(
      '/api/account/photo',
      {
        schema: {
          tags,
          summary: 'Uploads my profile photo (multipart field "file"; images only)',
          response: { 200: profileSchema },
        },
      },
      async (request) => {
        const user = customerOf(request);
        await savePhoto(db, storage, user.id, await uploadedFile(request));
        return getProfile(db, user.id);
      },
    );

    app.get(
      '/api/account/photo',
      { schema: { tags, summary: 'My profile photo' } },
      async (request, reply) =>
        reply
          .type('image/jpeg')
          .header('Cache-Control', 'private, max-age=3600')
          .send(await openPhoto(db, storage, customerOf(request).id)),
    );
  };

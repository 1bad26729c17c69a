import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '../../../shared/account.js';
import {
  FASTAG_FILE_MISSING_MESSAGE,
  FASTAG_TOO_LARGE_MESSAGE,
  fastagImportReportSchema,
} from '../../../shared/fastag-import.js';
import type { ConsoleDeps } from '../../app-deps.js';
import { staffOf } from '../../lib/console-guard.js';
import { readUploadedFile } from '../../lib/read-upload.js';
import { importFastagStatement } from '../trip-charges/index.js';

/** Inside `consoleScope`, open to the desk: a FASTag statement's tolls charged at once. */
export const consoleFastagRoutes =
  (deps: ConsoleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 1, parts: 2 },
    });

    app.post(
      '/api/console/trip-charges/fastag',
      {
        schema: {
          tags: ['console'],
          summary:
            'Import a FASTag statement (CSV, multipart field "file", at most 5 MB): each toll is charged to the booking that had the car, or is the business\'s own; duplicates, credits and other branches\' cars are listed, never charged',
          response: { 200: fastagImportReportSchema },
        },
      },
      async (request) => {
        const file = await readUploadedFile(request, {
          missing: FASTAG_FILE_MISSING_MESSAGE,
          tooLarge: FASTAG_TOO_LARGE_MESSAGE,
        });
        return importFastagStatement(deps, staffOf(request), file);
      },
    );
  };

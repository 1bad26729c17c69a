import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-errors.js';

/**
 * The one file of a multipart request (field "file") as a buffer: 400 `missing` when there is
 * none, 413 `tooLarge` when it passes the multipart plugin's `fileSize` limit.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  messages: { missing: string; tooLarge: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(messages.missing);
  const part = await request.file();
  if (!part) throw badRequest(messages.missing);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new HttpError(413, messages.tooLarge);
    }
    throw error;
  }
}

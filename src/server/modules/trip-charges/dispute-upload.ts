import type { FastifyRequest } from 'fastify';
import { DISPUTE_REASON_MESSAGE } from '../../../shared/trip-charge-disputes.js';
import { EVIDENCE_TOO_LARGE_MESSAGE } from '../../../shared/trip-charges.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';

/** A dispute's multipart form: the `reason` field and an optional `file`. */
export async function readDisputeForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(DISPUTE_REASON_MESSAGE, 'reason');
  let reason = '';
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') file = await part.toBuffer();
        else await part.toBuffer();
      } else if (part.fieldname === 'reason') {
        reason = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new HttpError(413, EVIDENCE_TOO_LARGE_MESSAGE);
    }
    throw error;
  }
  return { reason, file: file && file.length > 0 ? file : null };
}

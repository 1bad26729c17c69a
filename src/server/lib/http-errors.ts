import type { MessageFigures } from '../../shared/message-figures.js';

/**
 * An error whose message is meant for the person using the site; `figures` carry the dates of
 * a sentence that holds any, for the console to word in its language (shared/message-figures.ts).
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly field?: string,
    public readonly figures?: MessageFigures,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

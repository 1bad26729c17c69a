import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.js';
import type { RequestUser } from './session.js';

export const LOGIN_REQUIRED_MESSAGE = 'Please Login to Continue.';

/**
 * Hook for customer routes: `{ onRequest: requireCustomer }` (before body validation) or
 * `app.addHook('onRequest', requireCustomer)` for a whole plugin. Answers 401 without a
 * live session; afterwards `customerOf(request)` gives the user without a null check.
 */
export async function requireCustomer(request: FastifyRequest) {
  if (!request.user || request.user.role !== 'customer') {
    throw new HttpError(401, LOGIN_REQUIRED_MESSAGE);
  }
}

export function customerOf(request: FastifyRequest): RequestUser {
  if (!request.user) throw new HttpError(401, LOGIN_REQUIRED_MESSAGE);
  return request.user;
}

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

export const STAFF_ONLY_MESSAGE = 'Only staff can do this.';

/**
 * Hook for staff routes: 401 without a session (as customer routes), 403 for a customer.
 * Afterwards `customerOf(request)` (any logged-in user) gives the staff member.
 */
export async function requireStaff(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, LOGIN_REQUIRED_MESSAGE);
  if (request.user.role !== 'staff') throw new HttpError(403, STAFF_ONLY_MESSAGE);
}

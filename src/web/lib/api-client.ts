import type { MessageFigures } from '../../shared/message-figures';
import type { ApiTransport } from '../../shared/server-render';
import { isOffline, OFFLINE_CHANGE_MESSAGE, OFFLINE_READ_MESSAGE } from './offline';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, Please try again later.';
/** Fired on window whenever any API call answers 401. */
export const UNAUTHORIZED_EVENT = 'api:unauthorized';

/** A failed API call. `message` is safe to show to the user. */
export class ApiRequestError extends Error {
  /** HTTP status, or 0 when the request never got an answer. */
  readonly status: number;
  /** The request field the server blamed, when it said so. */
  readonly field: string | undefined;
  /** The dates and figures of a refusal whose message holds a date (use-error-text.ts). */
  readonly figures: MessageFigures | undefined;

  constructor(message: string, status: number, field?: string, figures?: MessageFigures) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.field = field;
    this.figures = figures;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData is sent as it is (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Used by entry-server.tsx only: the server answers the page's API reads itself. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function serverError(
  body: unknown,
): { message: string; field?: string; figures?: MessageFigures } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, field, figures } = body as {
    message?: unknown;
    field?: unknown;
    figures?: unknown;
  };
  if (typeof message !== 'string' || message === '') return undefined;
  return {
    message,
    field: typeof field === 'string' ? field : undefined,
    // Shaped by the server's schema (shared/site.ts apiErrorSchema), like every reply.
    figures:
      typeof figures === 'object' && figures !== null ? (figures as MessageFigures) : undefined,
  };
}

/**
 * Calls a JSON endpoint of our API. The server already shapes every reply with the shared
 * zod response schema, so the client trusts the type instead of shipping zod to every page.
 * Throws `ApiRequestError` with the server's message for status >= 400, and with a generic
 * message when the network fails or the body is not JSON.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // A change is refused here rather than left for the browser to fail or hold (nothing queues).
  if (method !== 'GET' && isOffline()) throw new ApiRequestError(OFFLINE_CHANGE_MESSAGE, 0);
  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    if (isOffline()) {
      throw new ApiRequestError(
        method === 'GET' ? OFFLINE_READ_MESSAGE : OFFLINE_CHANGE_MESSAGE,
        0,
      );
    }
    throw new ApiRequestError(GENERIC_ERROR_MESSAGE, 0);
  }

  let payload: unknown = undefined;
  if (response.status !== 204) {
    try {
      payload = await response.json();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiRequestError(GENERIC_ERROR_MESSAGE, response.status);
    }
  }

  if (!response.ok) {
    // The session ended (logout elsewhere, expiry): useSession() re-checks at once.
    if (response.status === 401 && typeof window !== 'undefined') {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    const reported = serverError(payload);
    if (!reported) throw new ApiRequestError(GENERIC_ERROR_MESSAGE, response.status);
    throw new ApiRequestError(reported.message, response.status, reported.field, reported.figures);
  }
  return payload as T;
}

export const apiGet = <T>(path: string, options: { signal?: AbortSignal } = {}) =>
  apiRequest<T>(path, options);

/** The message to show for any error thrown by a query. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : GENERIC_ERROR_MESSAGE;
}

/** Client errors (4xx) will not change on a retry; network and server errors may. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
}

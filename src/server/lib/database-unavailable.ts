/**
 * SQLSTATEs of a server that is away or going away, not of a bad statement: class 08
 * (connection exception), admin/crash shutdown, "cannot connect now" (starting up) and
 * "too many connections".
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P01|57P02|57P03|53300)$/;

/** Socket errors node-postgres passes on when it cannot reach the server. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own words for a connection that broke or never came, and PostgreSQL's for a
 * database closed to connections (ALTER DATABASE … ALLOW_CONNECTIONS false, during maintenance).
 */
const DRIVER_MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Connection is not open|is not currently accepting connections/;

/** The error and what it wraps (Drizzle wraps the driver's error as `cause`). */
function* chainOf(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * True when this failure came from the database being unreachable (restarting, failing over,
 * connections cut) rather than from the request: it answers 503 with Retry-After, not 500.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (const e of chainOf(error)) {
    if (
      typeof e.code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(e.code) || SOCKET_ERRORS.has(e.code))
    )
      return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
  }
  return false;
}

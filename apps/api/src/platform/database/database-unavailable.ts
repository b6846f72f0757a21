/** What a request that failed because the database is unreachable tells the client to wait before retrying. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATE classes 08 (connection exception), 53 (insufficient resources), 58 (system error). */
const UNAVAILABLE_SQLSTATE_CLASSES = new Set(['08', '53', '58']);
/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down, in recovery). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const QUERY_CANCELED = '57014';
const NETWORK_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ECONNABORTED', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** node-postgres and its pool report these without a code. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/**
 * TypeORM's: a transaction's connection was dropped under it (the server died mid-request), so its query runner
 * was released before the request's next query on it.
 */
const RELEASED_CONNECTION_ERRORS = new Set(['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError']);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when an error means "the database cannot be reached right now" (stopped, restarting, overloaded, too
 * slow), as opposed to a query that failed on its own merits. Such errors must answer 503 with Retry-After,
 * never a definite answer such as "no such user": clients retry a 503 and keep their session.
 * Looks through TypeORM's wrapper (driverError), `cause` and AggregateError's `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { name, code, syscall, message, driverError, cause, errors } = error as ErrorLike;
  if (typeof name === 'string' && RELEASED_CONNECTION_ERRORS.has(name)) return true;
  if (typeof code === 'string') {
    if (NETWORK_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    // A Unix-domain socket that is not there: the server is stopped (it removes its socket file).
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (code.length === 5 && UNAVAILABLE_SQLSTATE_CLASSES.has(code.slice(0, 2))) return true;
    if (code === QUERY_CANCELED && typeof message === 'string' && message.includes('statement timeout')) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  const nested = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return nested.some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}

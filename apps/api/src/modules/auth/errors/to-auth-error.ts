import { HttpException, type LoggerService } from '@nestjs/common';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../../platform/database/database-unavailable';
import { ApiError } from '../../../platform/http/api-error';
import { toAuthRequestError } from './auth-body-errors';
import { AuthError, type AuthErrorCode } from './auth-error';

const codeForStatus: Record<number, AuthErrorCode> = {
  400: 'validation_failed',
  401: 'no_authorization',
  403: 'bad_jwt',
  404: 'not_found',
  405: 'not_found',
  413: 'request_entity_too_large',
  415: 'bad_json',
  429: 'over_request_rate_limit',
};

/**
 * What anything thrown while handling an /auth/v1 request is answered as (the controllers' filter and the refresh
 * grant's lane). Unexpected errors are logged, not shown; an unreachable database is a 503 with Retry-After, never
 * a definite "no such user/session", so auth-js retries and keeps the stored session.
 */
export function toAuthError(exception: unknown, log: LoggerService, requestId: string | undefined): AuthError {
  if (isDatabaseUnavailable(exception)) {
    log.warn({ msg: 'database unavailable', requestId, err: (exception as Error).message });
    const error = new AuthError(503, 'unexpected_failure', 'Service temporarily unavailable: the database cannot be reached. Please retry.');
    return Object.assign(error, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
  }
  if (exception instanceof AuthError) return exception;
  if (exception instanceof ApiError && exception.status < 500) return toAuthRequestError(exception); // shared pipes
  if (exception instanceof HttpException && exception.getStatus() < 500) {
    const status = exception.getStatus();
    return new AuthError(status, codeForStatus[status] ?? 'validation_failed', exception.message);
  }
  const err = exception instanceof Error ? { name: exception.name, message: exception.message, stack: exception.stack } : { message: String(exception) };
  log.error({ msg: 'auth request failed', requestId, err });
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}

import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiError } from '../../../platform/http/api-error';
import { toAuthRequestError } from './auth-body-errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../../platform/database/database-unavailable';
import { AuthError, type AuthErrorCode } from './auth-error';
import { sendAuthError } from './auth-error-response';

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

/** Everything thrown under /auth/v1 leaves in the GoTrue error shape; unexpected errors are logged, not shown. */
@Catch()
export class AuthExceptionFilter implements ExceptionFilter {
  private readonly log = new Logger('Auth');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (isDatabaseUnavailable(exception)) {
      // A 5xx, never a definite "no such user/session": auth-js retries it and keeps the stored session.
      this.log.warn({ msg: 'database unavailable', requestId: req.id, err: (exception as Error).message });
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      sendAuthError(req, res, new AuthError(503, 'unexpected_failure', 'Service temporarily unavailable: the database cannot be reached. Please retry.'));
      return;
    }
    sendAuthError(req, res, this.toAuthError(exception, req));
  }

  private toAuthError(exception: unknown, req: Request): AuthError {
    if (exception instanceof AuthError) return exception;
    if (exception instanceof ApiError && exception.status < 500) return toAuthRequestError(exception); // shared pipes
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const status = exception.getStatus();
      return new AuthError(status, codeForStatus[status] ?? 'validation_failed', exception.message);
    }
    const err = exception instanceof Error ? { name: exception.name, message: exception.message, stack: exception.stack } : { message: String(exception) };
    this.log.error({ msg: 'auth request failed', requestId: req.id, err });
    return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
  }
}

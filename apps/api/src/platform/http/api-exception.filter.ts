import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-unavailable';
import { ApiError, type ApiErrorBody } from './api-error';
import { codeOfStatus } from './status-codes';

const DATABASE_UNAVAILABLE_BODY: ApiErrorBody = {
  status: 503,
  code: 'service_unavailable',
  message: 'The service is briefly unavailable (its database cannot be reached). Please try again shortly.',
};

/** Turns anything thrown while handling an /api request into the one error format. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    if (response.headersSent) {
      // A streamed answer (a CSV export) failed part-way: the status is gone, the stream was cut; only log it.
      this.logger.error({ requestId: request.id, err: describe(exception) }, 'request failed after its answer started');
      if (!response.writableEnded) response.destroy();
      return;
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ requestId: request.id, err: describe(exception) }, 'database unavailable');
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      response.status(503).json({ ...DATABASE_UNAVAILABLE_BODY, requestId: request.id });
      return;
    }
    const body = toErrorBody(exception);
    if (exception instanceof ApiError && exception.retryAfterSeconds) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (body.status >= 500) {
      this.logger.error({ requestId: request.id, err: describe(exception) }, 'request failed');
    }
    response.status(body.status).json({ ...body, requestId: request.id });
  }
}

export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof ApiError) {
    return { status: exception.status, code: exception.code, message: exception.message, ...(exception.errors && { errors: exception.errors }) };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    const message = typeof res === 'string' ? res : ((res as { message?: unknown }).message ?? exception.message);
    return { status, code: codeOfStatus(status), message: Array.isArray(message) ? message.join('; ') : String(message) };
  }
  return { status: 500, code: 'internal_error', message: 'Something went wrong on our side. Please try again.' };
}

function describe(exception: unknown): { name?: string; message?: string; stack?: string } {
  return exception instanceof Error ? { name: exception.name, message: exception.message, stack: exception.stack } : { message: String(exception) };
}

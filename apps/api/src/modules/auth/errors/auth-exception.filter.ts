import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendAuthError } from './auth-error-response';
import { toAuthError } from './to-auth-error';

/** Everything thrown under /auth/v1 leaves in the GoTrue error shape (see `toAuthError`). */
@Catch()
export class AuthExceptionFilter implements ExceptionFilter {
  private readonly log = new Logger('Auth');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    sendAuthError(req, http.getResponse<Response>(), toAuthError(exception, this.log, req.id));
  }
}

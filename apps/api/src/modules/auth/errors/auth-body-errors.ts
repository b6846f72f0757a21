import type { Request, Response } from 'express';
import type { ApiError } from '../../../platform/http/api-error';
import { AuthError } from './auth-error';
import { sendAuthError } from './auth-error-response';

/** Answers bodies that could not be read (bad JSON, wrong media type, too large) in the GoTrue error shape. */
export function respondAuthBodyError(error: ApiError, req: Request, res: Response): void {
  sendAuthError(req, res, toAuthRequestError(error));
}

/** The GoTrue-dialect twin of a request error raised by the shared HTTP layer (body parsing, input checks). */
export function toAuthRequestError(error: ApiError): AuthError {
  if (error.status === 413) return new AuthError(413, 'request_entity_too_large', 'Request body too large');
  if (error.code === 'malformed_json') return AuthError.badJson('the body is not valid JSON');
  if (error.status === 415) return AuthError.badJson('Content-Type must be application/json');
  if (error.code === 'validation_failed') return AuthError.validation(error.message);
  return AuthError.badJson('the body could not be read');
}

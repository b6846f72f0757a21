import type { Request, Response } from 'express';
import type { ApiError } from '../../../platform/http/api-error';
import { AuthError } from './auth-error';
import { sendAuthError } from './auth-error-response';

/** Answers bodies that could not be read (bad JSON, wrong media type, too large) in the GoTrue error shape. */
export function respondAuthBodyError(error: ApiError, req: Request, res: Response): void {
  let authError: AuthError;
  if (error.status === 413) authError = new AuthError(413, 'request_entity_too_large', 'Request body too large');
  else if (error.code === 'malformed_json') authError = AuthError.badJson('the body is not valid JSON');
  else if (error.status === 415) authError = AuthError.badJson('Content-Type must be application/json');
  else authError = AuthError.badJson('the body could not be read');
  sendAuthError(req, res, authError);
}

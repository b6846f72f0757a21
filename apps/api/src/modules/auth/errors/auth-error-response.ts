import type { Request, Response } from 'express';
import { API_VERSION_HEADER, resolveApiVersion } from './api-version';
import type { AuthError } from './auth-error';

/**
 * Writes an AuthError in the reference's shape: {code: <status>, error_code, msg} by default, or
 * {code: <error_code>, message} when the request asked for API version 2024-01-01 (which the version header
 * of the response then echoes, as auth-js reads it from there).
 */
export function sendAuthError(req: Request, res: Response, error: AuthError): void {
  const version = resolveApiVersion(req.headers[API_VERSION_HEADER.toLowerCase()]);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('x-sb-error-code', error.code);
  if (version) {
    res.setHeader(API_VERSION_HEADER, version);
    res.status(error.status).json({ code: error.code, message: error.message, ...error.extra });
    return;
  }
  const errorId = error.status >= 500 ? { error_id: req.id } : {};
  res.status(error.status).json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra, ...errorId });
}

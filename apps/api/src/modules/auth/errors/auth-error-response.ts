import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { writeJson } from '../../../platform/http/write-json';
import { API_VERSION_HEADER, resolveApiVersion } from './api-version';
import type { AuthError } from './auth-error';

/**
 * Writes an AuthError in the reference's shape: {code: <status>, error_code, msg} by default, or
 * {code: <error_code>, message} when the request asked for API version 2024-01-01 (which the version header
 * of the response then echoes, as auth-js reads it from there).
 */
export function sendAuthError(req: IncomingMessage & { id?: string }, res: ServerResponse, error: AuthError): void {
  const { status, headers, body } = authErrorPayload(error, req.headers, req.id);
  writeJson(res, status, body, headers);
}

/** Status, headers and body of an AuthError, for the API version the request headers ask for. */
export function authErrorPayload(
  error: AuthError,
  requestHeaders: IncomingHttpHeaders,
  requestId?: string,
): { status: number; headers: Record<string, string>; body: Record<string, unknown> } {
  const version = resolveApiVersion(requestHeaders[API_VERSION_HEADER.toLowerCase()]);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'x-sb-error-code': error.code };
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(Math.ceil(error.retryAfterSeconds));
  if (version) {
    headers[API_VERSION_HEADER] = version;
    return { status: error.status, headers, body: { code: error.code, message: error.message, ...error.extra } };
  }
  const errorId = error.status >= 500 && requestId ? { error_id: requestId } : {};
  return { status: error.status, headers, body: { code: error.status, error_code: error.code, msg: error.message, ...error.extra, ...errorId } };
}

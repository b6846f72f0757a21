import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import type { ApiError } from './api-error';
import { toErrorBody } from './api-exception.filter';

/** An error ready to write: status, headers of the error format, JSON body. */
export interface ErrorPayload {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Puts an ApiError into one API's error format. It sees only the request's headers (a dialect may depend on
 * one, e.g. an API version), so it also serves where Node answers before Express has a request object.
 */
export type ErrorFormatter = (error: ApiError, requestHeaders: IncomingHttpHeaders, requestId?: string) => ErrorPayload;

/** Error formats by path prefix (e.g. '/auth/v1'); every other path answers in /api's format. */
export type ErrorDialects = Record<string, ErrorFormatter>;

export const apiErrorFormat: ErrorFormatter = (error, _headers, requestId) => ({
  status: error.status,
  headers: {},
  body: { ...toErrorBody(error), ...(requestId && { requestId }) },
});

export function formatterFor(path: string, dialects: ErrorDialects): ErrorFormatter {
  return Object.entries(dialects).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? apiErrorFormat;
}

export function sendInDialect(req: Request, res: Response, error: ApiError, dialects: ErrorDialects): void {
  const { status, headers, body } = formatterFor(req.path, dialects)(error, req.headers, req.id);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status).json(body);
}

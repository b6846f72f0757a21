import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { ApiError } from './api-error';
import { toErrorBody } from './api-exception.filter';
import { findUnsafeText } from './unsafe-text';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * JSON only (on /api and /auth/v1): anything else that carries a body is refused with 415 before a handler sees it.
 * `formAllowedOn` also takes url-encoded forms (one-click links); `multipartPaths` also take multipart/form-data, e.g.
 * the document upload. Both are tested against the whole path in lower case (routes match in any case).
 */
export function requireJson(allowed: string[] = ['application/json'], formAllowedOn?: RegExp, multipartPaths: string[] = []): RequestHandler {
  return (req, _res, next) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!BODY_METHODS.has(req.method) || !hasBody) return next();
    const path = req.path.toLowerCase();
    if (formAllowedOn?.test(path) && req.is('application/x-www-form-urlencoded')) return next();
    const accepted = multipartPaths.includes(path) ? [...allowed, 'multipart/form-data'] : allowed;
    if (!req.is(accepted)) return next(new ApiError(415, 'unsupported_media_type', `Content-Type must be ${allowed.join(' or ')}`));
    next();
  };
}

/** A request whose JSON body arrived on a path that must verify a signature over the exact bytes (webhooks). */
export interface RequestWithRawBody extends Request {
  rawBody?: Buffer;
}

/** Paths whose raw body is kept beside the parsed one: signature checks need the bytes as sent. */
export const RAW_BODY_PATHS = new Set(['/api/payments/webhook']);

export function jsonBody(limit: string): RequestHandler {
  const parse = express.json({
    limit,
    strict: true,
    verify: (req, _res, buffer) => {
      const request = req as RequestWithRawBody;
      if (RAW_BODY_PATHS.has(request.path)) request.rawBody = buffer;
    },
  });
  // Most requests (every GET) declare no body: they skip the parser's own checks and keep `req.body` undefined, as
  // the parser would. A declared length of 0 still goes to the parser, which makes it `{}`.
  return (req, res, next) => (declaresBody(req) ? parse(req, res, next) : next());
}

/** body-parser's own test (type-is `hasBody`): chunked, or any numeric Content-Length. */
function declaresBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && !Number.isNaN(Number(length)));
}

/**
 * Refuses, once for every route, strings that cannot be stored (NUL, lone surrogates) and absurd nesting in the
 * parsed body and query string, before any schema or handler sees them; the error names the field.
 */
export function rejectUnsafeInput(): RequestHandler {
  return (req, _res, next) => {
    const inBody = req.body === undefined ? undefined : findUnsafeText(req.body);
    // Express parses `req.query` anew on every read: a request without a query string skips that.
    const inQuery = req.url.includes('?') ? findUnsafeText(req.query) : undefined;
    const found = inBody
      ? { field: inBody.path || '(body)', problem: inBody.problem }
      : inQuery && { field: `query.${inQuery.path}`, problem: inQuery.problem };
    next(found ? ApiError.validation([{ field: found.field, message: found.problem }]) : undefined);
  };
}

/** Writes a body error in the error format of the API the request was sent to. */
export type BodyErrorResponder = (error: ApiError, req: Request, res: Response) => void;

const respondApiError: BodyErrorResponder = (error, req, res) => {
  res.status(error.status).json({ ...toErrorBody(error), requestId: req.id });
};

/**
 * body-parser reports malformed or oversized bodies as errors with a status; answer them in the format of the
 * path's API: `responders` maps a path prefix (e.g. '/auth/v1') to its format, everything else gets /api's.
 */
export function bodyErrorHandler(responders: Record<string, BodyErrorResponder> = {}): ErrorRequestHandler {
  const byPrefix = Object.entries(responders);
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const error = toBodyError(err);
    if (!error) return next(err);
    const respond = byPrefix.find(([prefix]) => req.path === prefix || req.path.startsWith(`${prefix}/`))?.[1] ?? respondApiError;
    respond(error, req, res);
  };
}

function toBodyError(err: { type?: string; limit?: number; message?: string; status?: unknown } | undefined): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err?.type === 'entity.parse.failed') return new ApiError(400, 'malformed_json', 'The request body is not valid JSON');
  if (err?.type === 'entity.too.large') return new ApiError(413, 'payload_too_large', `The request body is larger than the ${err.limit} byte limit`);
  if (err?.type === 'charset.unsupported' || err?.type === 'encoding.unsupported')
    return new ApiError(415, 'unsupported_media_type', err.message ?? 'Unsupported encoding');
  if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) return new ApiError(err.status, 'bad_request', 'The request could not be read');
  return undefined;
}

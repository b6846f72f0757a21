import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { ApiError } from './api-error';
import { toErrorBody } from './api-exception.filter';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** JSON only on /api: anything else that carries a body is refused with 415 before a handler sees it. */
export function requireJson(allowed: string[] = ['application/json']): RequestHandler {
  return (req, _res, next) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (BODY_METHODS.has(req.method) && hasBody && !req.is(allowed)) {
      next(new ApiError(415, 'unsupported_media_type', `Content-Type must be ${allowed.join(' or ')}`));
      return;
    }
    next();
  };
}

export function jsonBody(limit: string): RequestHandler {
  return express.json({ limit, strict: true });
}

/** body-parser reports malformed or oversized bodies as errors with a status; answer them in our format. */
export const bodyErrorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  let error: ApiError | undefined;
  if (err instanceof ApiError) error = err;
  else if (err?.type === 'entity.parse.failed') error = new ApiError(400, 'malformed_json', 'The request body is not valid JSON');
  else if (err?.type === 'entity.too.large') error = new ApiError(413, 'payload_too_large', `The request body is larger than the ${err.limit} byte limit`);
  else if (err?.type === 'charset.unsupported' || err?.type === 'encoding.unsupported') error = new ApiError(415, 'unsupported_media_type', err.message);
  else if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) error = new ApiError(err.status, 'bad_request', 'The request could not be read');
  if (!error) return next(err);
  res.status(error.status).json({ ...toErrorBody(error), requestId: req.id });
};

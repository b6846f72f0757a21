import type { RequestHandler } from 'express';
import { ApiError } from './api-error';
import { sendInDialect, type ErrorDialects } from './error-dialect';

/**
 * A path that is not valid percent-encoding (`/auth/v1/factors/%ff`) is refused with 400 in the format of the
 * path's API. Left to the router, it fails while decoding a route parameter, after the point where a path's
 * own error format can be chosen.
 */
export function rejectMalformedPath(dialects: ErrorDialects): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      sendInDialect(req, res, new ApiError(400, 'bad_request', 'The request path is not valid percent-encoding'), dialects);
      return;
    }
    next();
  };
}

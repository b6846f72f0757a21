import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * The compression middleware, run only for requests that name an encoding. It wraps `res` (write, end, on, writeHead
 * through on-headers) for every request it sees, and on a small answer that wrapping cost more than Express and Nest
 * together (issue 49: GET /api/health/live went from 0.35 to 0.84 of a bare NestJS app without it). A request
 * without Accept-Encoding is answered uncompressed by the middleware anyway (identity), so it only misses the wrapping;
 * it still gets `Vary: Accept-Encoding` (set up front, so also on the few answers the middleware would not have
 * compressed anyway, such as 204s and PDFs: harmless), so a cache keeps the two kinds of answer apart.
 */
export function compressWhenAccepted(options: { threshold: number }): RequestHandler {
  const compress = compression(options);
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}

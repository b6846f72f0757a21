import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives every request an id (honouring a sane incoming X-Request-Id) and logs one line when it ends. */
export function requestContext(log: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.get('x-request-id');
    req.id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The path only: query strings can carry tokens or e-mail addresses.
      const line = { requestId: req.id, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    });
    next();
  };
}

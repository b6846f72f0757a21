import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { observeRequest } from '../metrics/http-metrics';
import { runInRequestScope, type RequestScope } from './request-scope';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives the request an id (honouring a sane incoming X-Request-Id), sends it back, and logs one line when the
 * response ends. `path` is logged without the query string: query strings can carry tokens or e-mail addresses.
 */
export function beginRequestLog(log: Logger, req: IncomingMessage & { id?: string }, res: ServerResponse, path: string): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  req.id = id;
  res.setHeader('X-Request-Id', id);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    observeRequest(req, path, res.statusCode, ms / 1000);
    const line = { requestId: id, method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
    if (res.statusCode >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  });
  return id;
}

/** The same as Express middleware, for everything the lanes ahead of Express leave to the application. */
export function requestContext(log: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    runInRequestScope(requestScopeOf(req, beginRequestLog(log, req, res, req.path)), next);
  };
}

/** The scope of a request Express has seen (or one given Express's request prototype, for `req.ip`). */
export function requestScopeOf(req: Request, requestId: string): RequestScope {
  return { requestId, clientAddress: req.ip ?? req.socket.remoteAddress ?? null };
}

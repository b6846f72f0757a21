import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
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

/** What the log line of a request needs when its response has finished. */
interface RequestLog {
  log: Logger;
  id: string;
  path: string;
  startedMs: number;
}

const REQUEST_LOG = Symbol('request log');
type LoggedRequest = IncomingMessage & { id?: string; [REQUEST_LOG]?: RequestLog };

/**
 * Gives the request an id (honouring a sane incoming X-Request-Id), sends it back, and logs one line when the
 * response ends. `path` is logged without the query string: query strings can carry tokens or e-mail addresses.
 */
export function beginRequestLog(log: Logger, req: LoggedRequest, res: ServerResponse, path: string): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  req.id = id;
  res.setHeader('X-Request-Id', id);
  req[REQUEST_LOG] = { log, id, path, startedMs: performance.now() };
  logFinishedResponses();
  return id;
}

let listening = false;

/**
 * One subscriber to Node's "response finished" channel for every request, instead of a `finish` listener (and its
 * closure) added to each response: the same moment, less work on the path every request takes.
 */
function logFinishedResponses(): void {
  if (listening) return;
  listening = true;
  subscribe('http.server.response.finish', (message) => {
    const { request: req, response: res } = message as { request: LoggedRequest; response: ServerResponse };
    const entry = req[REQUEST_LOG];
    if (!entry) return;
    const ms = performance.now() - entry.startedMs;
    observeRequest(req, entry.path, res.statusCode, ms / 1000);
    const line = { requestId: entry.id, method: req.method, path: entry.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
    if (res.statusCode >= 500) entry.log.error(line, 'request');
    else entry.log.info(line, 'request');
  });
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

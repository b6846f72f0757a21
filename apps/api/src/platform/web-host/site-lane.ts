import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { beginRequestLog } from '../http/request-context';
import { SHARE_PATH } from './share-link';
import { splitUrl, type WebHost } from './web-host';

export type HeaderList = [name: string, value: string | number | readonly string[]][];
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Runs header-setting middlewares once against a stand-in request and response and keeps what they set. Only for
 * middlewares whose headers do not depend on the request (helmet with script hashes, not nonces).
 */
export function recordHeaders(middlewares: RequestHandler[], path = '/'): HeaderList {
  const headers = new Map<string, HeaderList[number]>();
  const res = {
    setHeader: (name: string, value: HeaderList[number][1]) => (headers.set(name.toLowerCase(), [name, value]), res),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  const req = { method: 'GET', url: path, path, headers: {} };
  for (const middleware of middlewares) {
    let done = false;
    middleware(req as never, res as never, () => (done = true));
    if (!done) throw new Error('a header middleware did not call next() at once: its headers cannot be computed ahead');
  }
  return [...headers.values()];
}

/**
 * The site's pages and files answered straight from Node's request event, before Express, Nest and their
 * middleware run: the same bytes, the same security headers (computed once at start), the same request id and
 * log line. Everything else (the API, auth, share links, other methods on unknown paths) goes on to Express.
 */
export function serveSiteAheadOfExpress(server: Server, site: WebHost, options: { log: Logger; headers: HeaderList }): void {
  const application = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  const toApplication: Listener = (req, res) => application.forEach((listener) => listener.call(server, req, res));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { path } = splitUrl(req.url ?? '/');
    if (!site.claims(req.method, path) || SHARE_PATH.test(path)) return toApplication(req, res);
    beginRequestLog(options.log, req, res, path);
    for (const [name, value] of options.headers) res.setHeader(name, value);
    site.handle(req, res, () => toApplication(req, res));
  });
}

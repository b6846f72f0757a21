import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { answerAheadOfExpress } from '../http/ahead-of-express';
import { setHeaders, type HeaderList } from '../http/preset-headers';
import { beginRequestLog } from '../http/request-context';
import { SHARE_PATH } from './share-link';
import { splitUrl, type WebHost } from './web-host';

/**
 * The site's pages and files answered straight from Node's request event, before Express, Nest and their
 * middleware run: the same bytes, the same security headers (computed once at start), the same request id and
 * log line. Everything else (the API, auth, share links, other methods on unknown paths) goes on to Express.
 */
export function serveSiteAheadOfExpress(server: Server, site: WebHost, options: { log: Logger; headers: HeaderList }): void {
  answerAheadOfExpress(server, (req, res, pass) => {
    const { path } = splitUrl(req.url ?? '/');
    if (!site.claims(req.method, path) || SHARE_PATH.test(path)) return pass();
    beginRequestLog(options.log, req, res, path);
    setHeaders(res, options.headers);
    site.handle(req, res, pass);
  });
}

import type { IncomingMessage } from 'node:http';
import { type INestApplication, Logger } from '@nestjs/common';
import type { Express, Request } from 'express';
import type { Logger as PinoLogger } from 'pino';
import { answerAheadOfExpress } from '../../../platform/http/ahead-of-express';
import { peekBody } from '../../../platform/http/peek-body';
import { setHeaders, type HeaderList } from '../../../platform/http/preset-headers';
import { beginRequestLog, requestScopeOf } from '../../../platform/http/request-context';
import { runInRequestScope } from '../../../platform/http/request-scope';
import { writeJson } from '../../../platform/http/write-json';
import { sendAuthError } from '../errors/auth-error-response';
import { toAuthError } from '../errors/to-auth-error';
import { clientAddress } from '../http/client-address';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { TokenGrantsService } from './token-grants.service';

const REFRESH_URL = '/auth/v1/token?grant_type=refresh_token';
const MAX_TOKEN_LENGTH = 512;
/** The body as auth-js sends it, with a token of URL-safe characters: nothing in it to unescape or refuse. */
const PLAIN_BODY = new RegExp(`^\\{"refresh_token":"([A-Za-z0-9_-]{1,${MAX_TOKEN_LENGTH}})"\\}$`);
const PLAIN_BODY_MAX_BYTES = '{"refresh_token":""}'.length + MAX_TOKEN_LENGTH;
const JSON_UTF8 = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/**
 * The refresh grant, auth-js's most frequent request, answered from Node's request event ahead of Express and Nest:
 * each signed-in tab refreshes its session every hour, and the framework's routing, body parsing, guard and pipe
 * cost as much CPU as the grant itself. Only the exact request auth-js sends is taken, and for it the steps and
 * answers are the controller's: request log and id, security headers, no-store, the client's rate limit (client
 * address as Express reads it, `trust proxy` included), then `TokenGrantsService`; errors in the GoTrue shape
 * through the same `toAuthError`. Anything else (another query, content type or encoding, a body with other
 * fields, spacing or escapes) goes on to Express with its body put back, so every edge case keeps one answer.
 */
export function serveRefreshGrantsAheadOfExpress(app: INestApplication, options: { log: PinoLogger; headers: HeaderList }): void {
  const grants = app.get(TokenGrantsService);
  const limits = app.get(RateLimitService);
  const expressRequest = (app.getHttpAdapter().getInstance() as Express).request;
  const errors = new Logger('Auth');

  answerAheadOfExpress(app.getHttpServer(), (req, res, pass) => {
    const length = plainRefreshLength(req);
    if (length === undefined) return pass();
    peekBody(req, length, (body) => {
      if (!body) return; // the client went away mid-body
      const refreshToken = PLAIN_BODY.exec(body.toString('latin1'))?.[1];
      if (!refreshToken) return pass();
      req.resume(); // drops the copy of the body that was put back for Express
      Object.setPrototypeOf(req, expressRequest); // Express's `req.ip`, with the app's trust proxy setting
      const requestId = beginRequestLog(options.log, req, res, '/auth/v1/token');
      setHeaders(res, options.headers);
      res.setHeader('Cache-Control', 'no-store');
      runInRequestScope(requestScopeOf(req as Request, requestId), async () => {
        try {
          await limits.consumeRequest('token', clientAddress(req as Request));
          writeJson(res, 200, await grants.grant('refresh_token', { refresh_token: refreshToken }));
        } catch (exception) {
          if (res.headersSent) return void res.destroy(); // nothing left to say in this answer
          sendAuthError(req, res, toAuthError(exception, errors, requestId));
        }
      }).catch((failure: unknown) => {
        options.log.error({ requestId, err: String(failure) }, 'refresh grant could not be answered');
        res.destroy();
      });
    });
  });
}

/** The declared body length of a request the lane may take, or undefined to leave it to Express at once. */
function plainRefreshLength(req: IncomingMessage): number | undefined {
  if (req.method !== 'POST' || req.url !== REFRESH_URL) return undefined;
  const { 'content-type': type, 'content-length': declared, 'content-encoding': encoding, 'transfer-encoding': chunked } = req.headers;
  if (!type || !JSON_UTF8.test(type) || encoding !== undefined || chunked !== undefined) return undefined;
  const length = Number(declared);
  return Number.isInteger(length) && length > 0 && length <= PLAIN_BODY_MAX_BYTES ? length : undefined;
}

import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Nest's Express adapter, except that a handler's object answer is written here rather than through Express's
 * `res.json`, which re-derives the content type on every answer (a MIME lookup, then parsing and re-formatting the
 * header to add the charset): the same status, headers and bytes. Anything else (no body, files and streams, a
 * content type the route chose, a status without a body) goes to Nest's own reply.
 */
export class JsonReplyAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const status = statusCode ?? response.statusCode;
    const text = isJsonAnswer(response, body, status) ? JSON.stringify(body) : undefined;
    if (text === undefined) return super.reply(response, body, statusCode);
    response.statusCode = status;
    response.setHeader('Content-Type', JSON_TYPE);
    response.setHeader('Content-Length', Buffer.byteLength(text));
    response.end(text);
    return response;
  }
}

function isJsonAnswer(response: Response, body: unknown, status: number): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    !(body instanceof StreamableFile) &&
    !Buffer.isBuffer(body) &&
    status !== 204 &&
    status !== 304 &&
    response.getHeader('Content-Type') === undefined
  );
}

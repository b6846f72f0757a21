import { maxHeaderSize, STATUS_CODES, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpStatus } from '@nestjs/common';
import { ApiError } from './api-error';
import { formatterFor, type ErrorDialects } from './error-dialect';

/**
 * Requests Node refuses before Express sees them (headers too large, malformed HTTP, too slow) get the JSON
 * error body of the path's API instead of Node's empty one; like Node, the connection is closed after it.
 */
export function answerClientErrors(server: Server, dialects: ErrorDialects): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: { _headerSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?._headerSent) {
      socket.destroy();
      return;
    }
    const { path, headers } = readRequestHead(error.rawPacket);
    const { status, headers: errorHeaders, body } = formatterFor(path, dialects)(apiErrorFor(error.code), headers);
    const json = JSON.stringify(body);
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'X-Content-Type-Options: nosniff',
      ...Object.entries(errorHeaders).map(([name, value]) => `${name}: ${value}`),
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${json}`, () => socket.destroy());
  });
}

function apiErrorFor(code: string | undefined): ApiError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431 as HttpStatus, 'request_header_fields_too_large', `The request headers are larger than the ${maxHeaderSize} byte limit`);
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ApiError(413, 'payload_too_large', 'The request body has too many chunk extensions');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'request_timeout', 'The request was not received in time');
    default:
      return new ApiError(400, 'bad_request', 'The request is not valid HTTP');
  }
}

/**
 * The path and the headers that decide an error format, read from the bytes Node was parsing (best effort: the
 * start of the request may have arrived in an earlier packet, and then /api's format is used).
 */
export function readRequestHead(raw: Buffer | undefined): { path: string; headers: IncomingHttpHeaders } {
  const text = raw ? raw.toString('latin1', 0, Math.min(raw.length, 64 * 1024)) : '';
  const target = /^[A-Z]+ (\S+) HTTP\/\d/.exec(text)?.[1] ?? '/';
  let path = target.split('?')[0]!;
  if (!path.startsWith('/')) path = /^[a-z]+:\/\/[^/]*(\/[^?]*)?/i.exec(path)?.[1] ?? '/';
  const version = /\r\nx-supabase-api-version:[ \t]*([^\r\n]*)/i.exec(text)?.[1]?.trim();
  return { path, headers: version ? { 'x-supabase-api-version': version } : {} };
}

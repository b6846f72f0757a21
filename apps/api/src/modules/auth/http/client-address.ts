import type { Request } from 'express';

/** The client's address as Express sees it (honouring X-Forwarded-For only when TRUST_PROXY is on). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

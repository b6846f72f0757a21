import type { Request, RequestHandler, Response } from 'express';

export type HeaderList = [name: string, value: string | number | readonly string[]][];

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
    // Stand-ins, not express's objects: header middlewares read the request line and set or remove headers, no more.
    middleware(req as unknown as Request, res as unknown as Response, () => (done = true));
    if (!done) throw new Error('a header middleware did not call next() at once: its headers cannot be computed ahead');
  }
  return [...headers.values()];
}

export function setHeaders(res: { setHeader(name: string, value: HeaderList[number][1]): unknown }, headers: HeaderList): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

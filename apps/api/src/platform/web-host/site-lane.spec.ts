import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import express, { type RequestHandler } from 'express';
import pino from 'pino';
import { writeTestDist } from '../../../test/support/test-dist';
import { waitUntil } from '../../../test/support/wait-until';
import { requestContext } from '../http/request-context';
import { recordHeaders } from '../http/preset-headers';
import { securityHeaderLists, securityHeaders } from '../http/security-headers';
import { serveSiteAheadOfExpress } from './site-lane';
import { createWebHost } from './web-host';

const HEADERS_OF_BOTH = [
  'content-security-policy',
  'permissions-policy',
  'referrer-policy',
  'x-frame-options',
  'x-content-type-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

describe('site lane (pages answered ahead of Express)', () => {
  const dist = writeTestDist();
  const logLines: string[] = [];
  let expressSaw: string[];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const log = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (logLines.push(chunk.toString()), done()) }));
    const headers = securityHeaderLists({ scriptHashes: ['sha256-abc'], https: true });
    const app = express();
    app.use((req, _res, next) => (expressSaw.push(`${req.method} ${req.path}`), next()));
    app.use(requestContext(log), securityHeaders(headers));
    app.use((_req, res) => res.status(418).json({ from: 'express' }));
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    serveSiteAheadOfExpress(server, createWebHost(dist), { log, headers: headers.site });
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  beforeEach(() => {
    expressSaw = [];
    logLines.length = 0;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers pages, files, redirects and 404 pages without running Express', async () => {
    expect((await fetch(`${base}/dearborn`)).status).toBe(200);
    expect((await fetch(`${base}/assets/app-abc123.js`)).status).toBe(200);
    expect((await fetch(`${base}/dearborn/`, { redirect: 'manual' })).status).toBe(301);
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${base}/dearborn`, { method: 'POST' })).status).toBe(405);
    expect(expressSaw).toEqual([]);
  });

  it('sends the same security headers as the application does', async () => {
    const page = await fetch(`${base}/`);
    const api = await fetch(`${base}/api/anything`);
    expect(api.status).toBe(418);
    for (const name of HEADERS_OF_BOTH) expect({ name, value: page.headers.get(name) }).toEqual({ name, value: api.headers.get(name) });
    expect(page.headers.get('content-security-policy')).toContain("'sha256-abc'");
    expect(page.headers.get('strict-transport-security')).toBe(api.headers.get('strict-transport-security'));
  });

  it('gives each request an id and one log line without the query string', async () => {
    const res = await fetch(`${base}/dearborn?email=person%40example.com`, { headers: { 'x-request-id': 'req-12345678' } });
    await res.text();
    expect(res.headers.get('x-request-id')).toBe('req-12345678');
    await waitUntil(
      'the request log line',
      async () => logLines.length,
      (n) => n > 0,
      5_000,
    );
    expect(logLines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ requestId: 'req-12345678', method: 'GET', path: '/dearborn', status: 200 }),
    ]);
    expect(logLines.join('')).not.toContain('example.com');
  });

  it('leaves the API, auth, share links and unknown non-GET requests to Express', async () => {
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/auth/v1/settings'],
      ['GET', '/r/ABCD2345'],
      ['POST', '/nope'],
    ] as const) {
      expect((await fetch(`${base}${path}`, { method, redirect: 'manual' })).status).toBe(418);
    }
    expect(expressSaw).toEqual(['GET /api/health', 'GET /auth/v1/settings', 'GET /r/ABCD2345', 'POST /nope']);
  });

  it('refuses a header middleware that does not finish at once (its headers could depend on the request)', () => {
    const later: RequestHandler = (_req, _res, next) => void setImmediate(next);
    expect(() => recordHeaders([later])).toThrow(/did not call next/);
  });
});

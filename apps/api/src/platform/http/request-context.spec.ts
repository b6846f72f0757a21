import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { waitUntil } from '../../../test/support/wait-until';
import { requestContext } from './request-context';

describe('requestContext', () => {
  it('logs method, path and status but never the query string', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(chunk.toString()), done()) });
    const app = express();
    app.use(requestContext(pino({ level: 'info' }, sink)));
    app.get('/verify', (_req, res) => res.send('ok'));
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/verify?token=abc123&email=person%40example.com`);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      await res.text();
      // pino writes the line once the response has finished, which may be after the client has read it.
      const line = await waitUntil(
        'the request log line',
        async () => lines.find((l) => l.includes('"request"')),
        (found) => found !== undefined,
        5_000,
      );
      const entry = JSON.parse(line!);
      expect(entry).toMatchObject({ method: 'GET', path: '/verify', status: 200, requestId: res.headers.get('x-request-id') });
      expect(lines.join('')).not.toMatch(/abc123|example\.com/);
    } finally {
      server.close();
    }
  });
});

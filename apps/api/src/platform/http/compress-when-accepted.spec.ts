import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { compressWhenAccepted } from './compress-when-accepted';

/** A raw GET (node:http names no encoding unless told), resolving with the status, headers and the bytes as sent. */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Record<string, unknown>; bytes: number }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ headers: res.headers, bytes }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compressWhenAccepted', () => {
  const app = express();
  app.use(compressWhenAccepted({ threshold: 1024 }));
  app.get('/big', (_req, res) => void res.json({ text: 'x'.repeat(4000) }));
  app.get('/small', (_req, res) => void res.json({ ok: true }));
  const server = app.listen(0);
  const port = () => (server.address() as AddressInfo).port;
  afterAll(() => void server.close());

  it('compresses a large answer for a client that accepts gzip, and says it varies', async () => {
    const res = await get(port(), '/big', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.bytes).toBeLessThan(1000);
  });

  it('leaves small answers alone either way', async () => {
    const res = await get(port(), '/small', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBe('Accept-Encoding');
  });

  it('answers a client naming no encoding uncompressed, with the same Vary', async () => {
    const res = await get(port(), '/big');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.bytes).toBeGreaterThan(4000);
  });
});

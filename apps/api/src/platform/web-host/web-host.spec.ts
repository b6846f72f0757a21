import { rmSync } from 'node:fs';
import { request, type Server } from 'node:http';
import express from 'express';
import { writeTestDist } from '../../../test/support/test-dist';
import { createWebHost } from './web-host';

describe('web host', () => {
  const dist = writeTestDist();
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(createWebHost(dist).handle);
    app.use((_req, res) => res.status(418).send('fell through'));
    await new Promise<void>((resolve) => (server = app.listen(0, () => resolve())));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves a prerendered page, revalidated on each visit', async () => {
    const res = await fetch(`${base}/dearborn`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await res.text()).toBe('<h1>dearborn</h1>');
  });

  it('answers a matching ETag with 304', async () => {
    const first = await fetch(`${base}/`);
    const again = await fetch(`${base}/`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('sends the brotli variant when the client accepts it', async () => {
    const res = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)'); // fetch decodes it
  });

  it('serves a page pattern for any one last segment, and nothing deeper or empty', async () => {
    const record = await fetch(`${base}/admin/payments/0c6b5c1e-4f7e-4a57-9d43-7f3c2f8f1a10`);
    expect(record.status).toBe(200);
    expect(record.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await record.text()).toBe('<h1>Payments</h1>');
    expect((await fetch(`${base}/admin/payments/1/more`)).status).toBe(404);
    expect((await fetch(`${base}/admin/payments/`, { redirect: 'manual' })).status).toBe(301);
    expect((await fetch(`${base}/admin/payments`)).status).toBe(404);
    expect((await fetch(`${base}/admin/payments/_any/index.html`)).status).toBe(404);
  });

  it('answers unknown paths with the 404 page and status 404, per prefix', async () => {
    const page = await fetch(`${base}/nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Page not found');
    const article = await fetch(`${base}/tax-tip/unknown-slug`);
    expect(article.status).toBe(404);
    expect(await article.text()).toContain('Article Not Found');
  });

  it('redirects aliases and trailing slashes permanently, keeping the query string', async () => {
    const alias = await fetch(`${base}/group-discount?aff=42`, { redirect: 'manual' });
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toBe('/groupdiscount?aff=42');
    const slash = await fetch(`${base}/dearborn/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/dearborn');
  });

  it('does not expose the HTML files or the manifest under their file names', async () => {
    expect((await fetch(`${base}/dearborn/index.html`)).status).toBe(404);
    expect((await fetch(`${base}/manifest.json`)).status).toBe(404);
  });

  it.each([
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '//\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%2f/evil.example/',
    '/%5Cevil.example/',
    '/%5c%5Cevil.example/',
  ])('keeps the trailing-slash redirect of %s on our origin', async (path) => {
    const { status, location } = await rawGet(path);
    expect(status).toBe(301);
    expect(location).toBe('/evil.example');
    expect(new URL(location!, base).origin).toBe(base);
  });

  it('keeps the query string after the collapsed path', async () => {
    expect(await rawGet('//evil.example/?next=//x')).toEqual({ status: 301, location: '/evil.example?next=//x' });
    expect(await rawGet('///?x=1')).toEqual({ status: 301, location: '/?x=1' });
  });

  it('answers other methods on its pages and files with 405 and Allow: GET, HEAD', async () => {
    for (const path of ['/', '/dearborn', '/robots.txt', '/group-discount']) {
      const res = await fetch(`${base}${path}`, { method: 'POST' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.json()).toMatchObject({ status: 405, code: 'method_not_allowed' });
    }
  });

  it('leaves API, auth and unknown non-GET requests to the application', async () => {
    expect((await fetch(`${base}/api/anything`)).status).toBe(418);
    expect((await fetch(`${base}/auth/v1/settings`)).status).toBe(418);
    expect((await fetch(`${base}/nope`, { method: 'POST' })).status).toBe(418);
  });

  /** A GET with the path sent exactly as given (fetch would normalise backslashes and dot segments). */
  function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
    return new Promise((resolve, reject) => {
      const req = request(`${base}/`, { path }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, location: res.headers.location });
      });
      req.on('error', reject);
      req.end();
    });
  }
});

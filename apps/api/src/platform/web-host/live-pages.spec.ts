import { rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import type { SiteData } from '@huron/shared/contracts';
import { writeTestDist } from '../../../test/support/test-dist';
import { startLivePages, type LivePages, type PageRenderer } from './live-pages';
import { createWebHost, type WebHost } from './web-host';

const sessions = (...codes: string[]): Partial<SiteData> => ({
  courseSessions: {
    feeCents: 14900,
    sessions: codes.map((code) => ({ code, format: 'Online self study', schedule: '', startDate: '2027-01-04', endDate: '2027-01-31', open: true })),
  },
});

/** Renders a page as the server entry would: its head carries the data, its body lists the session codes. */
const renderer: PageRenderer = {
  render: (url, data) =>
    Promise.resolve({
      head: `<title>${url}</title><script type="application/json" id="site-data">${JSON.stringify(data)}</script>`,
      html: `<ul>${(data.courseSessions?.sessions ?? []).map((s) => `<li>${s.code}</li>`).join('')}</ul>`,
    }),
};

describe('live pages', () => {
  const dist = writeTestDist();
  // The build's page: the rendered head and body sit between a fixed shell, at the offsets the manifest gives.
  const shell = ['<html><head>', '</head><body><div id="root">', '</div><script id="app-start"></script></body></html>'];
  const files = {
    'index.html': {
      url: '/',
      head: [shell[0]!.length, shell[0]!.length],
      html: [shell[0]!.length + shell[1]!.length, shell[0]!.length + shell[1]!.length],
    } as const,
  };
  let host: WebHost;
  let server: Server;
  let base: string;
  let data: Partial<SiteData>;
  let failing: Error | undefined;
  let live: LivePages;

  const get = (path: string, encoding = 'identity') =>
    new Promise<{ status: number; body: Buffer; headers: Record<string, unknown> }>((resolve, reject) => {
      request(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks), headers: res.headers }));
      })
        .on('error', reject)
        .end();
    });

  beforeAll(async () => {
    // The build's index.html: the shell with an empty head and body (written by writeTestDist as '<h1>home</h1>').
    writeFileSync(`${dist}/index.html`, shell.join(''));
    host = createWebHost(dist);
    server = createServer((req, res) => host.handle(req, res, () => res.writeHead(418).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    data = sessions('2601');
    live = startLivePages(files, {
      host,
      snapshot: () => (failing ? Promise.reject(failing) : Promise.resolve(data)),
      renderer: () => Promise.resolve(renderer),
      intervalMs: 3_600_000,
      log: pino({ level: 'silent' }),
    });
  });
  afterAll(() => {
    live.stop();
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders the pages with the site data as it starts, in every encoding', async () => {
    await live.refresh();
    const page = (await get('/')).body.toString();
    expect(page).toBe(
      `<html><head><title>/</title><script type="application/json" id="site-data">${JSON.stringify(data)}</script></head><body><div id="root"><ul><li>2601</li></ul></div><script id="app-start"></script></body></html>`,
    );
    expect((await get('/', 'br')).headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync((await get('/', 'br')).body).toString()).toBe(page);
    expect(gunzipSync((await get('/', 'gzip')).body).toString()).toBe(page);
  });

  it('renders again only when the data changed, and serves the new page with a new ETag', async () => {
    const before = await get('/');
    expect(await live.refresh()).toBe('unchanged');
    data = sessions('2601', '2602');
    expect(await live.refresh()).toBe('rendered');
    const after = await get('/');
    expect(after.body.toString()).toContain('<li>2601</li><li>2602</li>');
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });

  it('keeps the last good pages when the data cannot be read, and catches up once it can', async () => {
    const served = (await get('/')).body.toString();
    failing = new Error('database away');
    data = sessions('2603');
    await expect(live.refresh()).rejects.toThrow('database away');
    expect((await get('/')).body.toString()).toBe(served);
    failing = undefined;
    expect(await live.refresh()).toBe('rendered');
    expect((await get('/')).body.toString()).toContain('<li>2603</li>');
  });

  it('leaves the other files as the build wrote them', async () => {
    expect((await get('/dearborn')).body.toString()).toBe('<h1>dearborn</h1>');
  });
});

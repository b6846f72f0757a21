import { connect } from 'node:net';
import { authFetch } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { writeMinimalWebDist, type MinimalWebDist } from '../support/minimal-web-dist';

const V2024 = { 'X-Supabase-Api-Version': '2024-01-01' };

/** Sends bytes exactly as given and reads the whole answer until the server closes the connection. */
function rawExchange(baseUrl: string, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe("one error format: every /auth/v1 error in the GoTrue dialect, every other in /api's", () => {
  let t: AuthTestApp;
  let web: MinimalWebDist;
  beforeAll(async () => {
    web = writeMinimalWebDist();
    t = await startAuthTestApp({ WEB_DIST: web.dir });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  describe('malformed percent-encoding in the path', () => {
    it.each(['GET', 'DELETE'])('%s /auth/v1/factors/%%ff answers 400 in the GoTrue dialect', async (method) => {
      const res = await authFetch(t.authUrl, '/factors/%ff', { method });
      expect(res).toMatchObject({ status: 400, body: { code: 400, error_code: 'validation_failed', msg: expect.any(String) } });
      expect(res.body).not.toHaveProperty('status');
      const v2 = await authFetch(t.authUrl, '/factors/%ff', { method, headers: V2024 });
      expect(v2).toMatchObject({ status: 400, body: { code: 'validation_failed', message: expect.any(String) } });
      expect(v2.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      // The same path shape under /api keeps /api's format.
      const api = await fetch(`${t.baseUrl}/api/content/articles/%ff`, { method: method === 'GET' ? 'GET' : 'PUT' });
      expect(api.status).toBe(400);
      expect(await api.json()).toMatchObject({ status: 400, code: 'bad_request', requestId: expect.any(String) });
    });
  });

  describe('request headers too large (431, answered by Node before Express)', () => {
    const bigRequest = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: x\r\n${extra}X-Filler: ${'a'.repeat(20_000)}\r\n\r\n`;

    it('/auth/v1: a JSON body in the GoTrue dialect, and the connection closed', async () => {
      const res = await rawExchange(t.baseUrl, bigRequest('/auth/v1/user'));
      expect(res.status).toBe(431);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['connection']).toBe('close');
      expect(JSON.parse(res.body)).toEqual({ code: 431, error_code: 'request_header_fields_too_large', msg: expect.any(String) });
    });

    it('/auth/v1 with X-Supabase-Api-Version: 2024-01-01: {code, message}', async () => {
      const res = await rawExchange(t.baseUrl, bigRequest('/auth/v1/user', 'X-Supabase-Api-Version: 2024-01-01\r\n'));
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({ code: 'request_header_fields_too_large', message: expect.any(String) });
    });

    it('/api: the /api shape', async () => {
      const res = await rawExchange(t.baseUrl, bigRequest('/api/profiles/me'));
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toMatchObject({ status: 431, code: 'request_header_fields_too_large', message: expect.any(String) });
    });

    it('malformed HTTP gets a 400 JSON body too', async () => {
      const res = await rawExchange(t.baseUrl, 'GET /auth/v1/user HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 400, error_code: 'validation_failed' });
    });
  });

  describe('a known path asked with a wrong method: 405 with Allow', () => {
    it.each([
      ['POST', '/user', 'GET, HEAD, PUT'],
      ['DELETE', '/token', 'POST'],
      ['GET', '/factors/8d3a7c52-0000-4000-8000-000000000000', 'DELETE'],
      ['PUT', '/factors/8d3a7c52-0000-4000-8000-000000000000/verify', 'POST'],
      ['PATCH', '/settings', 'GET, HEAD'],
      ['POST', '/.well-known/jwks.json', 'GET, HEAD'],
    ])('/auth/v1: %s %s -> 405, Allow: %s, GoTrue dialect', async (method, path, allow) => {
      const res = await authFetch(t.authUrl, path, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.body).toEqual({ code: 405, error_code: 'method_not_allowed', msg: expect.any(String) });
      expect((await authFetch(t.authUrl, path, { method, headers: V2024 })).body).toEqual({ code: 'method_not_allowed', message: expect.any(String) });
    });

    it.each([
      ['POST', '/api/health', 'GET, HEAD'],
      ['DELETE', '/api/profiles/me', 'GET, HEAD'],
      ['PUT', '/api/content/articles/some-slug', 'GET, HEAD'],
    ])('/api: %s %s -> 405, Allow: %s, /api shape', async (method, path, allow) => {
      const res = await fetch(`${t.baseUrl}${path}`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(await res.json()).toMatchObject({ status: 405, code: 'method_not_allowed', requestId: expect.any(String) });
    });

    it.each(['/', '/dearborn', '/robots.txt'])('site: POST %s -> 405, Allow: GET, HEAD', async (path) => {
      const res = await fetch(`${t.baseUrl}${path}`, { method: 'POST' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.json()).toMatchObject({ status: 405, code: 'method_not_allowed' });
    });

    it('only known paths: unknown ones still answer 404, and disabled features keep their answer for every method', async () => {
      expect((await authFetch(t.authUrl, '/user', { method: 'POST' })).status).toBe(405);
      expect((await fetch(`${t.baseUrl}/api/no-such-thing`, { method: 'POST' })).status).toBe(404);
      expect(await authFetch(t.authUrl, '/no-such-thing', { method: 'POST' })).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
      expect(await authFetch(t.authUrl, '/admin/users', { method: 'DELETE' })).toMatchObject({ status: 404, body: { error_code: 'feature_disabled' } });
      expect((await authFetch(t.authUrl, '/settings')).status).toBe(200);
    });
  });

  it("X-Frame-Options agrees with frame-ancestors 'none': DENY, on the site, the API and the docs", async () => {
    for (const path of ['/', '/api/health/live', '/auth/v1/settings', '/api/docs']) {
      const res = await fetch(`${t.baseUrl}${path}`);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('rate limits answer 429 with Retry-After (see password-lockout for the per-account limit)', async () => {
    const limited = await startAuthTestApp({ AUTH_RATE_LIMIT_TOKEN: '1', AUTH_RATE_LIMIT_EMAIL_SENT: '1' });
    try {
      const grant = () => authFetch(limited.authUrl, '/token?grant_type=password', { body: { email: uniqueEmail(), password: 'whatever-1' } });
      expect((await grant()).status).toBe(400);
      const over = await grant();
      expect(over).toMatchObject({ status: 429, body: { error_code: 'over_request_rate_limit' } });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(300);

      const recover = () => authFetch(limited.authUrl, '/recover', { body: { email: uniqueEmail() } });
      expect((await recover()).status).toBe(200);
      const email = await recover();
      expect(email).toMatchObject({ status: 429, body: { error_code: 'over_email_send_rate_limit' } });
      expect(Number(email.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(email.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    } finally {
      await limited.close();
    }
  });
});

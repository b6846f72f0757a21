import { startTestApp, type TestApp } from '../support/test-app';

describe('one error format for every API error', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BODY_LIMIT: '1kb' });
  });
  afterAll(() => t.close());

  const post = (body: string, contentType = 'application/json') =>
    fetch(`${t.baseUrl}/api/health`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, code: 'malformed_json', message: expect.any(String), requestId: expect.any(String) });
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await post('name=x', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  it('answers an oversized body with 413 before reading it all', async () => {
    const res = await post(JSON.stringify({ text: 'x'.repeat(5000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('answers an unknown API path with a 404 in the same shape', async () => {
    const res = await fetch(`${t.baseUrl}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    const good = await fetch(`${t.baseUrl}/api/health/live`, { headers: { 'x-request-id': 'abc-123-DEF-456' } });
    expect(good.headers.get('x-request-id')).toBe('abc-123-DEF-456');
    const bad = await fetch(`${t.baseUrl}/api/health/live`, { headers: { 'x-request-id': '<script>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a restrictive Content-Security-Policy', async () => {
    const res = await fetch(`${t.baseUrl}/api/health/live`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it("gives the API docs page the site's security headers; only its styles may be inline, never its scripts", async () => {
    const [api, docs] = await Promise.all([fetch(`${t.baseUrl}/api/health/live`), fetch(`${t.baseUrl}/api/docs`)]);
    expect(docs.status).toBe(200);
    const policy = (res: Response) =>
      new Map(
        (res.headers.get('content-security-policy') ?? '')
          .split(';')
          .map((d) => d.trim().split(' '))
          .map(([name, ...sources]) => [name!, sources.join(' ')]),
      );
    const [apiPolicy, docsPolicy] = [policy(api), policy(docs)];
    expect(docsPolicy.get('script-src')).toBe("'self'");
    expect(docsPolicy.get('style-src')).toBe("'self' 'unsafe-inline'");
    for (const name of ['script-src', 'style-src']) [apiPolicy, docsPolicy].forEach((p) => p.delete(name));
    expect(docsPolicy).toEqual(apiPolicy);
    const securityHeaders = [
      'x-frame-options',
      'x-content-type-options',
      'permissions-policy',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-permitted-cross-domain-policies',
      'strict-transport-security',
    ];
    expect(securityHeaders.map((name) => docs.headers.get(name))).toEqual(securityHeaders.map((name) => api.headers.get(name)));
  });

  it('compresses API answers over 1 kB', async () => {
    const res = await fetch(`${t.baseUrl}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

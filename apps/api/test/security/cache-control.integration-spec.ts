import { randomUUID } from 'node:crypto';
import { call, contact, freeTimes, manageLinkIn } from '../booking/booking-helpers';
import { signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { apiCall, staffMember } from '../tax-intake/tax-intake-http';
import { openApiRoutes, type OpenApiDocument } from './sweep/openapi-operations';
import { sampleValue } from './sweep/sweep-requests';

/** The only /api answers a browser or proxy may keep: the firm's public content. */
const PUBLIC_CACHE = /^\/api\/content\//;

/** Issue 40 item 13: an answer that depends on who asks, or on a secret in the request, is never stored. */
describe('Cache-Control', () => {
  let t: AuthTestApp;
  let staff: { token: string };
  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test' });
    staff = await staffMember(t);
  });
  afterAll(() => t.close());

  it('every operation of the OpenAPI document answers no-store, success or error, except the public content (found or not)', async () => {
    const document = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
    const wrong: string[] = [];
    let successes = 0;
    for (const route of openApiRoutes(document)) {
      if (route.path === '/api/docs' || route.path.startsWith('/api/openapi')) continue;
      const path = route.path.replace(/\{(\w+)\}/g, () => randomUUID()).replace(/^\/api/, '');
      const res = await fetch(`${t.baseUrl}/api${path}`, {
        method: route.method,
        headers: { authorization: `Bearer ${staff.token}`, ...(route.body && { 'content-type': 'application/json' }) },
        body: route.body ? JSON.stringify(sampleValue(route.body)) : undefined,
      });
      await res.arrayBuffer();
      if (res.status < 300) successes += 1;
      const expected = PUBLIC_CACHE.test(route.path) ? /^public, max-age=\d+$/ : /^no-store$/;
      const got = res.headers.get('cache-control') ?? '(none)';
      if (!expected.test(got)) wrong.push(`${route.method} ${route.path} ${res.status}: ${got}`);
    }
    expect(successes).toBeGreaterThan(20); // staff lists, profile, referrals: real answers, not only refusals
    expect(wrong).toEqual([]);
  });

  it('the answers the probe named carry no-store when they succeed', async () => {
    const email = uniqueEmail('cache');
    const { access_token: token } = await signUpRaw(t.authUrl, email);
    for (const path of ['/profiles/me', '/referrals', '/admin/contact-messages', '/admin/overview']) {
      const res = await apiCall(t, 'GET', path, { token: path.startsWith('/admin') ? staff.token : token });
      expect({ path, status: res.status, cacheControl: res.headers.get('cache-control') }).toEqual({ path, status: 200, cacheControl: 'no-store' });
    }

    const booked = await call(t.baseUrl, 'POST', '/booking/appointments', {
      body: { ...contact(email), office: 'dearborn', service: 'individual-return', startsAt: (await freeTimes(t.baseUrl))[0] },
    });
    expect(booked.status).toBe(201);
    await outboxDrained(t.app, t.database.url);
    const link = manageLinkIn(await t.smtp.next(email));
    const appointment = await call(t.baseUrl, 'GET', `/booking/appointments/${link.id}`, { token: link.token });
    expect([appointment.status, appointment.headers.get('cache-control')]).toEqual([200, 'no-store']);

    const checkout = await apiCall(t, 'POST', '/payments/checkout', {
      body: { amount: 2599, description: 'Amended return', name: 'Test Payer', email, phone: '800-555-0100' },
    });
    expect(checkout.status).toBe(201);
    const payment = await apiCall(t, 'GET', `/payments/${String(checkout.body['id'])}`);
    expect([payment.status, payment.headers.get('cache-control')]).toEqual([200, 'no-store']);
  });

  it('public content stays cacheable', async () => {
    const res = await apiCall(t, 'GET', '/content/offices');
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'public, max-age=300']);
  });
});

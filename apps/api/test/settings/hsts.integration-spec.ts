import { startTestApp } from '../support/test-app';

/** HSTS is only sent by a production server whose PUBLIC_URL is https (a plain-http origin must never pin browsers). */
describe('Strict-Transport-Security', () => {
  const production = {
    NODE_ENV: 'production',
    STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
    SINGLE_PROCESS_IN_PRODUCTION: 'true',
    APP_SECRET: 'a-test-secret-that-is-not-the-example-value',
  };
  const hstsOf = async (env: Record<string, string>) => {
    const t = await startTestApp(env);
    try {
      const [api, docs] = await Promise.all([fetch(`${t.baseUrl}/api/health/live`), fetch(`${t.baseUrl}/api/docs`)]);
      expect([api.status, docs.status]).toEqual([200, 200]);
      // The docs page is part of the site: the same pinning (issue 40 item 14).
      expect(docs.headers.get('strict-transport-security')).toBe(api.headers.get('strict-transport-security'));
      return api.headers.get('strict-transport-security');
    } finally {
      await t.close();
    }
  };

  it('is sent for an https PUBLIC_URL: one year, subdomains included', async () => {
    expect(await hstsOf({ ...production, PUBLIC_URL: 'https://tax.example' })).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent for an http PUBLIC_URL', async () => {
    expect(await hstsOf({ ...production, PUBLIC_URL: 'http://tax.example' })).toBeNull();
  });
});

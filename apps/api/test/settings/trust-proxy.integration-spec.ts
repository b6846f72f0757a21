import { authFetch } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';

/** With a token-grant limit of 1, a second grant is refused unless it counts against another client address. */
async function secondGrantFromAnotherForwardedAddress(t: AuthTestApp): Promise<number[]> {
  const grant = (forwardedFor: string) =>
    authFetch(t.authUrl, '/token?grant_type=password', {
      body: { email: uniqueEmail(), password: 'whatever-1' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  return [(await grant('198.51.100.10')).status, (await grant('198.51.100.20')).status];
}

describe('TRUST_PROXY', () => {
  it('false (the default): X-Forwarded-For is ignored, so a client cannot escape its rate limit by forging it', async () => {
    const t = await startAuthTestApp({ AUTH_RATE_LIMIT_TOKEN: '1' });
    try {
      expect(await secondGrantFromAnotherForwardedAddress(t)).toEqual([400, 429]);
    } finally {
      await t.close();
    }
  });

  it('true: the address in X-Forwarded-For is the client address', async () => {
    const t = await startAuthTestApp({ AUTH_RATE_LIMIT_TOKEN: '1', TRUST_PROXY: 'true' });
    try {
      expect(await secondGrantFromAnotherForwardedAddress(t)).toEqual([400, 400]);
    } finally {
      await t.close();
    }
  });
});

import { authFetch, signUpRaw, type AuthResponse } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

/** Headers whose presence depends only on the body's size (compression), not on what the body says. */
const SIZE_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'x-request-id']);
const headerNames = (res: AuthResponse) => [...res.headers.keys()].filter((name) => !SIZE_HEADERS.has(name)).sort();

/**
 * With confirmation off a new address gets a session and a taken one cannot (issue 7, item 8); everything else
 * about the two answers must be the same, including when rate limits are met.
 */
describe('sign-up with confirmation off reveals no more than the missing session', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_RATE_LIMIT_EMAIL_SENT: '1' });
  });
  afterAll(() => t.close());

  const signUp = (email: string, body: Record<string, unknown> = {}) =>
    authFetch(t.authUrl, '/signup', { body: { email, password: 'another password', data: { full_name: 'Somebody' }, ...body } });

  it('same status and headers; the taken address gets a stand-in user echoing the request, not its account', async () => {
    const taken = uniqueEmail('taken');
    const owner = await signUpRaw(t.authUrl, taken);
    const [fresh, again] = await Promise.all([signUp(uniqueEmail('fresh')), signUp(taken)]);
    expect(again.status).toBe(fresh.status);
    expect(headerNames(again)).toEqual(headerNames(fresh));
    expect(again.body).toEqual({
      ...(fresh.body['user'] as Record<string, unknown>),
      id: expect.not.stringMatching(owner.user.id),
      email: taken,
      email_confirmed_at: undefined,
      confirmed_at: undefined,
      last_sign_in_at: undefined,
      confirmation_sent_at: expect.any(String),
      identities: [expect.objectContaining({ identity_data: expect.objectContaining({ email: taken, email_verified: false }) })],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await sql(t.database.url, 'SELECT raw_user_meta_data FROM auth.users WHERE email = $1', [taken])).toEqual([{ raw_user_meta_data: {} }]);
  });

  it('invalid requests fail the same way for both, before the address is looked up', async () => {
    const taken = uniqueEmail('taken');
    await signUpRaw(t.authUrl, taken);
    for (const body of [{ password: 'short' }, { data: { blob: 'x'.repeat(5000) } }]) {
      const [fresh, again] = await Promise.all([signUp(uniqueEmail('fresh'), body), signUp(taken, body)]);
      expect({ status: again.status, body: again.body }).toEqual({ status: fresh.status, body: fresh.body });
      expect(fresh.status).toBe(422);
    }
  });

  it('a spent email budget does not turn the taken address into a 429 (a new one never spends it)', async () => {
    const taken = uniqueEmail('taken');
    await signUpRaw(t.authUrl, taken);
    // The client's one email of the hour may already have gone to an earlier test's owner notice; spend it for sure.
    await signUp(taken);
    const again = await signUp(taken);
    const fresh = await signUp(uniqueEmail('fresh'));
    expect(fresh.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: { email: taken, confirmation_sent_at: expect.any(String) } });
    expect(again.body).not.toHaveProperty('access_token');
  });
});

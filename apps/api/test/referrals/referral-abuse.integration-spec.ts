import { signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { mailReceivedBy, outboxDrained } from '../support/outbox';
import { sql } from '../support/sql';
import { call, claimTokenIn, friend } from './referral-helpers';

const PER_DAY = 3;

describe('referral invitations are no spam relay', () => {
  let t: AuthTestApp;
  const api = (method: string, path: string, options: Parameters<typeof call>[3] = {}) => call(t.baseUrl, method, `/api${path}`, options);
  const referralsTo = async (friendEmail: string) =>
    (await sql<{ n: number }>(t.database.url, 'SELECT count(*)::int AS n FROM referrals WHERE friend_email = $1', [friendEmail]))[0]!.n;

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test', REFERRAL_LIMIT_PER_REFERRER_PER_DAY: String(PER_DAY) });
  });
  afterAll(() => t.close());

  it('signed out, the friend gets nothing until the referrer proves the mailbox with the claim link; then the invitation goes out', async () => {
    const referrerEmail = uniqueEmail('unproven');
    const friendEmail = uniqueEmail('stranger');
    expect(await api('POST', '/referrals', { body: friend(friendEmail, { referrerEmail }) })).toMatchObject({ status: 201, body: { attached: false } });
    await outboxDrained(t.app, t.database.url);
    const claimMail = await t.smtp.next(referrerEmail);
    expect(claimMail.text).toContain('We invite your friend once you confirm');
    expect(mailReceivedBy(t.smtp, friendEmail)).toEqual([]);

    const account = await signUpRaw(t.authUrl, referrerEmail);
    expect(await api('POST', '/referrals/claims', { bearer: account.access_token, body: { token: claimTokenIn(claimMail) } })).toMatchObject({
      status: 200,
      body: { attached: 1 },
    });
    await outboxDrained(t.app, t.database.url);
    const invitation = await t.smtp.next(friendEmail);
    expect(invitation.subject).toBe('A friend recommended Huron Tax & Accounting');
    expect(invitation.text).toContain('Rita recommended');
  });

  it('names refuse line breaks and web addresses, naming the field; nothing is stored or mailed', async () => {
    const cases: Array<[string, string]> = [
      ['friendName', 'Fred\r\nBcc: victim@example.com'],
      ['friendName', 'Fred\u2028Friend'],
      ['referrerName', 'https://phish.example/login Rita'],
      ['referrerName', 'www.cheap-pills.example'],
      ['referrerName', 'Visit bit.ly/abc'],
    ];
    for (const [field, value] of cases) {
      const friendEmail = uniqueEmail('named');
      const res = await api('POST', '/referrals', { body: friend(friendEmail, { referrerEmail: uniqueEmail('r'), [field]: value }) });
      expect(res).toMatchObject({ status: 400, body: { message: expect.stringContaining(field), errors: [{ field }] } });
      expect(await referralsTo(friendEmail)).toBe(0);
    }
    expect(
      (
        await api('POST', '/referrals', {
          body: friend(uniqueEmail('named'), { referrerEmail: uniqueEmail('r'), referrerName: "Mary-Ann O'Neil Jr.", friendName: 'J. R. Smith' }),
        })
      ).status,
    ).toBe(201);
  });

  it(`one referrer makes at most ${PER_DAY} referrals a day, signed in or by the address typed signed out; then 429 with Retry-After`, async () => {
    const email = uniqueEmail('busy');
    const account = await signUpRaw(t.authUrl, email);
    for (let i = 0; i < PER_DAY - 1; i++)
      expect((await api('POST', '/referrals', { bearer: account.access_token, body: friend(uniqueEmail('f')) })).status).toBe(201);
    expect((await api('POST', '/referrals', { body: friend(uniqueEmail('f'), { referrerEmail: email.toUpperCase() }) })).status).toBe(201);
    const friendEmail = uniqueEmail('f');
    const refused = await api('POST', '/referrals', { bearer: account.access_token, body: friend(friendEmail) });
    expect(refused).toMatchObject({ status: 429, body: { code: 'referral_limit_reached' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(await referralsTo(friendEmail)).toBe(0);
    // Parallel requests from another referrer cannot slip past the count.
    const other = await signUpRaw(t.authUrl, uniqueEmail('racer'));
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => api('POST', '/referrals', { bearer: other.access_token, body: friend(uniqueEmail('f')) }).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

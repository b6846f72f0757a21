import { authFetch, signUpRaw, type AuthResponse } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { mailReceivedBy, outboxDrained } from '../support/outbox';
import { linkIn } from '../support/smtp-sink';
import { sql } from '../support/sql';

/** Replaces what legitimately differs between two answers (ids, times, the address asked about) by placeholders. */
function shape(res: AuthResponse, email: string): { status: number; body: unknown } {
  const text = JSON.stringify(res.body)
    .replaceAll(email, '<email>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>');
  return { status: res.status, body: JSON.parse(text) };
}

describe('no response reveals whether an email address is registered', () => {
  describe('with email confirmation required', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      t = await startAuthTestApp({ AUTH_EMAIL_CONFIRMATION_REQUIRED: 'true' });
    });
    afterAll(() => t.close());

    async function confirmedAccount(): Promise<string> {
      const email = uniqueEmail('taken');
      await authFetch(t.authUrl, '/signup', { body: { email, password: 'correct horse battery' } });
      await authFetch(t.authUrl, '/verify', { body: { type: 'signup', token_hash: linkIn(await t.smtp.next(email)).searchParams.get('token_hash') } });
      return email;
    }

    it('sign-up: an existing (confirmed or not) address gets the same answer as a new one, and its owner an email', async () => {
      const taken = await confirmedAccount();
      const pending = uniqueEmail('pending');
      await authFetch(t.authUrl, '/signup', { body: { email: pending, password: 'correct horse battery' } });
      await t.smtp.next(pending);
      const fresh = uniqueEmail('fresh');
      const body = (email: string) => ({ email, password: 'another password', data: { full_name: 'Somebody' } });

      const answers = await Promise.all(
        [fresh, taken, pending].map(async (email) => shape(await authFetch(t.authUrl, '/signup', { body: body(email) }), email)),
      );
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ status: 200, body: { email: '<email>', confirmation_sent_at: '<time>' } });

      expect((await t.smtp.next(taken)).subject).toMatch(/Someone tried to sign up with your email/);
      expect((await t.smtp.next(pending)).subject).toBe('Confirm your email for Huron Tax & Accounting');
      expect((await t.smtp.next(fresh)).subject).toBe('Confirm your email for Huron Tax & Accounting');
      // The existing account was not changed by the second sign-up.
      expect((await authFetch(t.authUrl, '/token?grant_type=password', { body: { email: taken, password: 'correct horse battery' } })).status).toBe(200);
    });

    it('recover, otp (without creating), magic link and resend answer 200 {} either way; only real accounts get mail', async () => {
      const taken = await confirmedAccount();
      const unknown = uniqueEmail('unknown');
      const calls: [string, (email: string) => unknown][] = [
        ['/recover', (email) => ({ email })],
        ['/otp', (email) => ({ email, create_user: false })],
        ['/resend', (email) => ({ email, type: 'signup' })],
        ['/resend', (email) => ({ email, type: 'email_change' })],
      ];
      for (const [path, body] of calls) {
        const a = await authFetch(t.authUrl, path, { body: body(taken) });
        const b = await authFetch(t.authUrl, path, { body: body(unknown) });
        expect({ path, ...shape(a, taken) }).toEqual({ path, ...shape(b, unknown) });
        expect(a).toMatchObject({ status: 200, body: {} });
      }
      // The worker sends a batch in parallel, so the two messages may arrive in either order.
      const subjects = [(await t.smtp.next(taken)).subject, (await t.smtp.next(taken)).subject].sort();
      expect(subjects).toEqual(['Reset your Huron Tax & Accounting password', 'Your Huron Tax & Accounting sign-in link']);
      expect(await sql(t.database.url, 'SELECT 1 FROM auth.users WHERE email = $1', [unknown])).toEqual([]);
      await outboxDrained(t.app, t.database.url);
      expect(mailReceivedBy(t.smtp, unknown)).toEqual([]);
    });

    it('password sign-in: the same error for an unknown address, a wrong password and an unconfirmed account with a wrong password', async () => {
      const taken = await confirmedAccount();
      const pending = uniqueEmail('pending');
      await authFetch(t.authUrl, '/signup', { body: { email: pending, password: 'correct horse battery' } });
      const wrong = async (email: string) =>
        shape(await authFetch(t.authUrl, '/token?grant_type=password', { body: { email, password: 'wrong password' } }), email);
      const expected = { status: 400, body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' } };
      expect(await wrong(taken)).toEqual(expected);
      expect(await wrong(pending)).toEqual(expected);
      expect(await wrong(uniqueEmail('nobody'))).toEqual(expected);
    });

    it('changing to an address that has an account looks like changing to a free one; that address gets a notice, not a link', async () => {
      const taken = await confirmedAccount();
      const mover = await confirmedAccount();
      const session = (
        await authFetch<{ access_token: string }>(t.authUrl, '/token?grant_type=password', { body: { email: mover, password: 'correct horse battery' } })
      ).body;
      const free = uniqueEmail('free');
      const toTaken = await authFetch(t.authUrl, '/user', { method: 'PUT', body: { email: taken }, token: session.access_token });
      const toFree = await authFetch(t.authUrl, '/user', { method: 'PUT', body: { email: free }, token: session.access_token });
      expect(toTaken.status).toBe(200);
      const strip = (res: AuthResponse) => ({
        status: res.status,
        body: JSON.stringify(res.body)
          .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>')
          .replaceAll(taken, '<new>')
          .replaceAll(free, '<new>'),
      });
      expect(strip(toTaken)).toEqual(strip(toFree));
      const notice = await t.smtp.next(taken);
      expect(notice.subject).toBe('About your email at Huron Tax & Accounting');
      expect(notice.text).not.toMatch(/auth\/confirm|\d{6}/);
      expect(linkIn(await t.smtp.next(free)).searchParams.get('type')).toBe('email_change');
    });

    it('the per-address email limit counts unknown addresses exactly like registered ones', async () => {
      const limited = await startAuthTestApp({ AUTH_EMAIL_CONFIRMATION_REQUIRED: 'true', AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: '2' });
      try {
        const taken = uniqueEmail('limited');
        await signUpRaw(limited.authUrl, taken); // one email (the confirmation) already counted for it
        const unknown = uniqueEmail('unknown');
        await authFetch(limited.authUrl, '/recover', { body: { email: unknown } }); // likewise one for the unknown address
        const statuses = async (email: string) => [
          (await authFetch(limited.authUrl, '/recover', { body: { email } })).status,
          (await authFetch(limited.authUrl, '/recover', { body: { email } })).status,
        ];
        expect(await statuses(taken)).toEqual([200, 429]);
        expect(await statuses(unknown)).toEqual([200, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('with confirmation off (sessions at sign-up)', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      t = await startAuthTestApp();
    });
    afterAll(() => t.close());

    it('a second sign-up never answers "already registered": it gets a user without a session, the owner an email', async () => {
      const email = uniqueEmail('taken');
      await signUpRaw(t.authUrl, email);
      const again = await authFetch(t.authUrl, '/signup', { body: { email, password: 'a different password' } });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
      expect(again.body).not.toHaveProperty('access_token');
      expect(JSON.stringify(again.body)).not.toMatch(/already|exists|registered/i);
      expect((await t.smtp.next(email)).subject).toMatch(/Someone tried to sign up with your email/);
    });
  });
});

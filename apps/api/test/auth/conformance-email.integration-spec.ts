import { GoTrueClient } from '@supabase/auth-js';
import { refresh } from '../support/auth-http';
import { memoryStorage, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { mailReceivedBy, outboxDrained } from '../support/outbox';
import { codeIn, linkIn } from '../support/smtp-sink';
import { sql } from '../support/sql';

/** auth-js flows that go through email: codes and links are read from what our SMTP server received. */
describe('auth-js conformance: email flows', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test', AUTH_REDIRECT_ALLOW_LIST: 'http://localhost:4200/' });
  });
  afterAll(() => t.close());

  async function account(password = 'correct horse battery') {
    const email = uniqueEmail();
    const client = t.client();
    expect((await client.signUp({ email, password })).error).toBeNull();
    return { email, password, client };
  }

  it('resetPasswordForEmail sends a link to /reset-password and a code; verifyOtp with the link token gives a recovery session', async () => {
    const { email } = await account();
    const client = t.client();
    const events: string[] = [];
    client.onAuthStateChange((event) => void events.push(event));
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();

    const mail = await t.smtp.next(email);
    expect(mail.subject).toBe('Reset your Huron Tax & Accounting password');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('http://site.test/auth/confirm');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe('http://site.test/reset-password');
    expect(mail.html).toContain('href="http://site.test/auth/confirm?token_hash=');

    const verified = await client.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.getClaims()).data?.claims.amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);
    expect((await client.updateUser({ password: 'recovered secret' })).error).toBeNull();
    expect((await t.client().signInWithPassword({ email, password: 'recovered secret' })).error).toBeNull();

    const again = await t.client().verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('the recovery code from the email works with verifyOtp({ email, token, type: recovery }), and honours an allowed redirectTo', async () => {
    const { email } = await account();
    await t.client().resetPasswordForEmail(email, { redirectTo: 'http://localhost:4200/reset-password' });
    const mail = await t.smtp.next(email);
    expect(linkIn(mail).searchParams.get('redirect_to')).toBe('http://localhost:4200/reset-password');
    const wrong = await t.client().verifyOtp({ email, token: '000000' === codeIn(mail) ? '111111' : '000000', type: 'recovery' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const client = t.client();
    const ok = await client.verifyOtp({ email, token: codeIn(mail), type: 'recovery' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);
  });

  it('ignores a redirectTo outside PUBLIC_URL and the allow list', async () => {
    const { email } = await account();
    await t.client().resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    expect(linkIn(await t.smtp.next(email)).searchParams.get('redirect_to')).toBe('http://site.test/reset-password');
  });

  it('signInWithOtp creates an account and emails a code that verifyOtp (type email) accepts', async () => {
    const email = uniqueEmail('otp');
    const client = t.client();
    expect((await client.signInWithOtp({ email, options: { data: { full_name: 'Grace Hopper' } } })).error).toBeNull();
    const mail = await t.smtp.next(email);
    expect(mail.subject).toBe('Confirm your email for Huron Tax & Accounting');
    expect(linkIn(mail).searchParams.get('type')).toBe('signup');
    const verified = await client.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email, user_metadata: { full_name: 'Grace Hopper' }, email_confirmed_at: expect.any(String) });
    expect(await sql(t.database.url, 'SELECT full_name FROM user_profiles WHERE email = $1', [email])).toEqual([{ full_name: 'Grace Hopper' }]);

    // Next time the account exists and is confirmed: a magic link.
    await t.client().signInWithOtp({ email, options: { shouldCreateUser: false } });
    const magic = await t.smtp.next(email);
    expect(magic.subject).toBe('Your Huron Tax & Accounting sign-in link');
    const link = linkIn(magic);
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('redirect_to')).toBe('http://site.test/dashboard');
    const viaLink = await t.client().verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'magiclink' });
    expect(viaLink.error).toBeNull();
  });

  it('signInWithOtp with shouldCreateUser false for an unknown address sends nothing and says nothing', async () => {
    const email = uniqueEmail('ghost');
    const { data, error } = await t.client().signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null, messageId: undefined });
    expect(await sql(t.database.url, 'SELECT 1 FROM auth.users WHERE email = $1', [email])).toEqual([]);
    await outboxDrained(t.app, t.database.url);
    expect(mailReceivedBy(t.smtp, email)).toEqual([]);
  });

  it('updateUser({ email }) sends a link to the new address; verifying it moves the account and the profile', async () => {
    const { client } = await account();
    const newEmail = uniqueEmail('moved');
    const updated = await client.updateUser({ email: newEmail });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ new_email: newEmail, email_change_sent_at: expect.any(String) });
    const link = linkIn(await t.smtp.next(newEmail));
    expect(link.searchParams.get('type')).toBe('email_change');
    const verified = await t.client().verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
    expect(verified.data.user?.new_email).toBeUndefined();
    expect(await sql(t.database.url, 'SELECT email FROM user_profiles WHERE id = $1', [verified.data.user!.id])).toEqual([{ email: newEmail }]);
  });

  it('GET /verify redirects with the session in the URL fragment, and with the error when the link is used up', async () => {
    const { email } = await account();
    await t.client().resetPasswordForEmail(email);
    const token = linkIn(await t.smtp.next(email)).searchParams.get('token_hash')!;
    const url = `${t.authUrl}/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent('http://site.test/reset-password')}`;
    const ok = await fetch(url, { redirect: 'manual' });
    expect(ok.status).toBe(303);
    const location = new URL(ok.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://site.test/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    // The fragment's tokens are a working session of the account the link was sent to.
    const user = await fetch(`${t.authUrl}/user`, { headers: { authorization: `Bearer ${fragment.get('access_token')}`, apikey: 'test-anon-key' } });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email });
    const refreshed = await refresh(t.authUrl, fragment.get('refresh_token')!);
    expect(refreshed).toMatchObject({ status: 200, body: { user: { email } } });

    const used = await fetch(url, { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(used.headers.get('location')!).hash.slice(1));
    expect(Object.fromEntries(failed)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('PKCE: a link opened through GET /verify returns ?code=, which exchangeCodeForSession turns into a session', async () => {
    const { email } = await account();
    const client = new GoTrueClient({
      url: t.authUrl,
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: 'pkce',
    });
    const events: string[] = [];
    client.onAuthStateChange((event) => void events.push(event));
    expect((await client.resetPasswordForEmail(email, { redirectTo: 'http://site.test/reset-password' })).error).toBeNull();
    const token = linkIn(await t.smtp.next(email)).searchParams.get('token_hash')!;
    const res = await fetch(`${t.authUrl}/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent('http://site.test/reset-password')}`, {
      redirect: 'manual',
    });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const exchanged = await client.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect((exchanged.data as { redirectType?: string }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(exchanged.data.user?.email).toBe(email);
    const replay = await t.client().exchangeCodeForSession(code);
    expect(replay.error).toBeTruthy();
  });
});

describe('auth-js conformance: confirmation required, resend, reauthenticate', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({
      PUBLIC_URL: 'http://site.test',
      AUTH_EMAIL_CONFIRMATION_REQUIRED: 'true',
      AUTH_PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION: 'true',
      AUTH_REAUTHENTICATION_SESSION_AGE: '0',
    });
  });
  afterAll(() => t.close());

  it('signUp returns the user without a session and emails a confirmation; sign-in waits for it', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const { data, error } = await client.signUp({ email, password: 'correct horse battery', options: { emailRedirectTo: 'http://site.test/welcome' } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await t.client().signInWithPassword({ email, password: 'correct horse battery' })).error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
    });

    const link = linkIn(await t.smtp.next(email));
    expect(Object.fromEntries(link.searchParams)).toEqual({ token_hash: expect.any(String), type: 'signup', redirect_to: 'http://site.test/welcome' });
    const confirmed = await client.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    expect((await t.client().signInWithPassword({ email, password: 'correct horse battery' })).error).toBeNull();
  });

  it('resend sends a new confirmation that replaces the previous one', async () => {
    const email = uniqueEmail();
    await t.client().signUp({ email, password: 'correct horse battery' });
    const first = await t.smtp.next(email);
    expect((await t.client().resend({ type: 'signup', email })).error).toBeNull();
    const second = await t.smtp.next(email);
    expect(codeIn(second)).toMatch(/^\d{6}$/);
    const stale = await t.client().verifyOtp({ token_hash: linkIn(first).searchParams.get('token_hash')!, type: 'signup' });
    expect(stale.error).toMatchObject({ code: 'otp_expired' });
    expect((await t.client().verifyOtp({ email, token: codeIn(second), type: 'signup' })).error).toBeNull();
  });

  it('reauthenticate emails a nonce that a password change then requires', async () => {
    const email = uniqueEmail();
    await t.client().signUp({ email, password: 'correct horse battery' });
    await t.client().verifyOtp({ email, token: codeIn(await t.smtp.next(email)), type: 'signup' });
    const client = t.client();
    await client.signInWithPassword({ email, password: 'correct horse battery' });

    expect((await client.updateUser({ password: 'without a nonce' })).error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect((await client.reauthenticate()).error).toBeNull();
    const mail = await t.smtp.next(email);
    expect(mail.subject).toBe('Your Huron Tax & Accounting confirmation code');
    const nonce = codeIn(mail);
    expect((await client.updateUser({ password: 'with a wrong nonce', nonce: nonce === '123456' ? '654321' : '123456' })).error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
    });
    expect((await client.updateUser({ password: 'with the right nonce', nonce })).error).toBeNull();
    expect((await t.client().signInWithPassword({ email, password: 'with the right nonce' })).error).toBeNull();
    expect((await client.updateUser({ password: 'nonce used twice', nonce })).error).toMatchObject({ code: 'reauthentication_not_valid' });
  });

  it('a fresh recovery session may set the password without a nonce (the reset link proved the same thing)', async () => {
    const email = uniqueEmail();
    await t.client().signUp({ email, password: 'correct horse battery' });
    await t.client().verifyOtp({ email, token: codeIn(await t.smtp.next(email)), type: 'signup' });
    await t.client().resetPasswordForEmail(email);
    const client = t.client();
    await client.verifyOtp({ token_hash: linkIn(await t.smtp.next(email)).searchParams.get('token_hash')!, type: 'recovery' });
    expect((await client.updateUser({ password: 'set from the reset page' })).error).toBeNull();
    expect((await t.client().signInWithPassword({ email, password: 'set from the reset page' })).error).toBeNull();
  });

  it('PKCE sign-up: the confirmation link through GET /verify gives a code for exchangeCodeForSession', async () => {
    const email = uniqueEmail();
    const client = new GoTrueClient({
      url: t.authUrl,
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: 'pkce',
    });
    expect((await client.signUp({ email, password: 'correct horse battery' })).error).toBeNull();
    const token = linkIn(await t.smtp.next(email)).searchParams.get('token_hash')!;
    const res = await fetch(`${t.authUrl}/verify?token=${token}&type=signup`, { redirect: 'manual' });
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://site.test/dashboard');
    const exchanged = await client.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
  });
});

describe('AUTH_EMAIL_LINKS=verify-endpoint: GoTrue-style links straight to GET /auth/v1/verify', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_EMAIL_LINKS: 'verify-endpoint', PUBLIC_URL: 'http://site.test' });
  });
  afterAll(() => t.close());

  it('the recovery email links to /auth/v1/verify, which redirects to /reset-password with the session in the fragment', async () => {
    const email = uniqueEmail();
    await t.client().signUp({ email, password: 'correct horse battery' });
    await t.client().resetPasswordForEmail(email);
    const mail = await t.smtp.next(email);
    const link = new URL(/http:\/\/site\.test\/auth\/v1\/verify\?\S+/.exec(mail.text)![0]);
    expect(Object.fromEntries(link.searchParams)).toEqual({ token: expect.any(String), type: 'recovery', redirect_to: 'http://site.test/reset-password' });
    const res = await fetch(`${t.authUrl}/verify${link.search}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://site.test/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const user = await fetch(`${t.authUrl}/user`, { headers: { authorization: `Bearer ${fragment.get('access_token')}`, apikey: 'test-anon-key' } });
    expect({ status: user.status, email: ((await user.json()) as { email?: string }).email }).toEqual({ status: 200, email });
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });
});

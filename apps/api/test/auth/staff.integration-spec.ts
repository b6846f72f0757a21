import { Secret, TOTP } from 'otpauth';
import { runStaffCommand } from '../../src/cli/staff';
import { authFetch, signUpRaw } from '../support/auth-http';
import { FAST_AUTH_ENV, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { linkIn } from '../support/smtp-sink';
import { sql } from '../support/sql';

async function api(t: AuthTestApp, path: string, token?: string) {
  const res = await fetch(`${t.baseUrl}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('staff role, Passport JWT guard and the staff command', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  async function staff(args: string[], stdin = '') {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCommand(args, {
      env: { ...FAST_AUTH_ENV, NODE_ENV: 'test', DATABASE_URL: t.database.url, SMTP_URL: t.smtp.url, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://site.test' },
      stdout: (line) => out.push(line),
      stderr: (line) => err.push(line),
      readStdin: async () => stdin,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('/api/profiles/me needs a valid access token (401 in the /api error format otherwise)', async () => {
    expect(await api(t, '/profiles/me')).toMatchObject({ status: 401, body: { status: 401, code: 'unauthorized' } });
    expect(await api(t, '/profiles/me', 'not-a-token')).toMatchObject({ status: 401 });
    const email = uniqueEmail();
    const { access_token, user } = await signUpRaw(t.authUrl, email);
    expect(await api(t, '/profiles/me', access_token)).toEqual({
      status: 200,
      body: { id: user.id, email, fullName: null, createdAt: expect.any(String), roles: [], aal: 'aal1' },
    });
  });

  it('a signed-out session is refused at once by the guard', async () => {
    const { access_token } = await signUpRaw(t.authUrl, uniqueEmail());
    await authFetch(t.authUrl, '/logout', { method: 'POST', token: access_token });
    expect((await api(t, '/profiles/me', access_token)).status).toBe(401);
  });

  it('promotes an existing account; staff-only endpoints then admit it at once; the promotion is audited', async () => {
    const member = await signUpRaw(t.authUrl, uniqueEmail());
    const employee = await signUpRaw(t.authUrl, uniqueEmail());
    expect(await api(t, `/profiles/${member.user.id}`, employee.access_token)).toMatchObject({ status: 403, body: { code: 'forbidden' } });

    const result = await staff([employee.user.email]);
    expect(result).toEqual({ code: 0, out: `User ${employee.user.id} is now staff.`, err: '' });
    expect(await api(t, `/profiles/${member.user.id}`, employee.access_token)).toMatchObject({
      status: 200,
      body: { id: member.user.id, email: member.user.email },
    });
    expect((await api(t, '/profiles/me', employee.access_token)).body['roles']).toEqual(['staff']);
    expect(await api(t, '/profiles/9e4f3c2a-1b2c-4d5e-8f90-123456789abc', employee.access_token)).toMatchObject({ status: 404 });

    const audit = await sql(t.database.url, `SELECT action, subject_type, subject_id, details FROM audit_log WHERE subject_id = $1`, [employee.user.id]);
    expect(audit).toEqual([
      { action: 'staff.granted', subject_type: 'user', subject_id: employee.user.id, details: { via: 'cli', created: false, changed: true } },
    ]);

    // The new role shows in fresh access tokens too, and users still cannot set it themselves.
    const refreshed = (
      await authFetch<{ access_token: string }>(t.authUrl, '/token?grant_type=refresh_token', { body: { refresh_token: employee.refresh_token } })
    ).body;
    expect(JSON.parse(Buffer.from(refreshed.access_token.split('.')[1]!, 'base64url').toString()).app_metadata.roles).toEqual(['staff']);

    expect(await staff(['--revoke', employee.user.email])).toMatchObject({ code: 0, out: `Staff role removed from user ${employee.user.id}.` });
    expect((await api(t, `/profiles/${member.user.id}`, employee.access_token)).status).toBe(403);
  });

  it('creates a staff account with a password from standard input', async () => {
    const email = uniqueEmail('staff');
    const result = await staff([email, '--name', 'Sam Staff', '--password-stdin'], 'a long staff password\n');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Created staff account [0-9a-f-]{36}\.$/);
    const session = await authFetch<{ access_token: string }>(t.authUrl, '/token?grant_type=password', { body: { email, password: 'a long staff password' } });
    expect(session.status).toBe(200);
    expect((await api(t, '/profiles/me', session.body.access_token)).body).toMatchObject({ fullName: 'Sam Staff', roles: ['staff'] });
  });

  // The running app's mail worker may claim the queued message before the command's own drain does,
  // so the test waits for delivery rather than expecting it when the command returns.
  it('creates a staff account without a password: a password-reset email goes out', async () => {
    const email = uniqueEmail('staff');
    const result = await staff([email]);
    expect(result.out).toMatch(/password-reset email was sent/);
    const link = linkIn(await t.smtp.next(email));
    expect(link.href).toMatch(/^http:\/\/site\.test\/auth\/confirm\?token_hash=[\w-]+&type=recovery&redirect_to=http%3A%2F%2Fsite\.test%2Freset-password$/);
  });

  it('rejects bad usage', async () => {
    expect((await staff([])).code).toBe(2);
    expect((await staff(['a@example.com', 'b@example.com'])).code).toBe(2);
    expect((await staff(['--unknown', 'a@example.com'])).code).toBe(2);
    expect(await staff(['not-an-email'])).toMatchObject({ code: 1, err: 'Unable to validate email address: invalid format' });
    expect(await staff(['--revoke', uniqueEmail('nobody')])).toMatchObject({ code: 1, err: 'No account has that email address.' });
  });
});

describe('staff endpoints with AUTH_STAFF_REQUIRE_AAL2', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_STAFF_REQUIRE_AAL2: 'true' });
  });
  afterAll(() => t.close());

  it('refuse an AAL1 staff session (403 insufficient_aal) and admit it after TOTP verification', async () => {
    const employee = await signUpRaw(t.authUrl, uniqueEmail('staff'));
    await sql(t.database.url, `UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"roles":["staff"]}' WHERE id = $1`, [employee.user.id]);
    const path = `${t.baseUrl}/api/profiles/${employee.user.id}`;
    const aal1 = await fetch(path, { headers: { authorization: `Bearer ${employee.access_token}` } });
    expect(aal1.status).toBe(403);
    expect(await aal1.json()).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const token = employee.access_token;
    const factor = (await authFetch<{ id: string; totp: { secret: string } }>(t.authUrl, '/factors', { body: { factor_type: 'totp' }, token })).body;
    const challenge = (await authFetch<{ id: string }>(t.authUrl, `/factors/${factor.id}/challenge`, { body: {}, token })).body;
    const code = new TOTP({ secret: Secret.fromBase32(factor.totp.secret) }).generate();
    const aal2 = (await authFetch<{ access_token: string }>(t.authUrl, `/factors/${factor.id}/verify`, { body: { challenge_id: challenge.id, code }, token }))
      .body;
    expect((await fetch(path, { headers: { authorization: `Bearer ${aal2.access_token}` } })).status).toBe(200);
  });
});

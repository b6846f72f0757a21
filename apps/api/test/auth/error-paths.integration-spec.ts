import { generateKeyPairSync } from 'node:crypto';
import { signEs256 } from '../../src/modules/auth/crypto/es256-jwt';
import { SessionsService } from '../../src/modules/auth/sessions/sessions.service';
import { AccessTokenService } from '../../src/modules/auth/sessions/access-token.service';
import { UsersService } from '../../src/modules/auth/users/users.service';
import { authFetch, claimsOf, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { codeIn, linkIn } from '../support/smtp-sink';
import { sql } from '../support/sql';

const V2024 = { 'X-Supabase-Api-Version': '2024-01-01' };

describe('/auth/v1 error paths', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ BODY_LIMIT: '2kb' });
  });
  afterAll(() => t.close());

  describe('error shape', () => {
    it('is {code, error_code, msg} by default, with x-sb-error-code', async () => {
      const res = await authFetch(t.authUrl, '/token?grant_type=password', { body: { email: uniqueEmail(), password: 'nope-nope' } });
      expect(res).toMatchObject({ status: 400, body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' } });
      expect(Object.keys(res.body).sort()).toEqual(['code', 'error_code', 'msg']);
      expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
      expect(res.headers.get('x-supabase-api-version')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('is {code: error_code, message} for X-Supabase-Api-Version 2024-01-01 (or later), echoing the version', async () => {
      for (const version of ['2024-01-01', '2025-06-30']) {
        const res = await authFetch(t.authUrl, '/token?grant_type=password', {
          body: { email: uniqueEmail(), password: 'nope-nope' },
          headers: { 'X-Supabase-Api-Version': version },
        });
        expect(res.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
        expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      }
      const older = await authFetch(t.authUrl, '/token?grant_type=password', {
        body: { email: uniqueEmail(), password: 'nope-nope' },
        headers: { 'X-Supabase-Api-Version': '2023-05-01' },
      });
      expect(older.body).toMatchObject({ code: 400, error_code: 'invalid_credentials' });
    });
  });

  describe('unreadable bodies answer in the auth shape, not the /api one', () => {
    it.each([
      ['malformed JSON', '{"email": ', 'application/json'],
      ['a JSON array', '[1, 2]', 'application/json'],
      ['a JSON string', '"hello"', 'application/json'],
      ['a form body', 'email=pat%40example.com&password=x', 'application/x-www-form-urlencoded'],
    ])('%s -> 400 bad_json', async (_name, rawBody, contentType) => {
      const res = await authFetch(t.authUrl, '/signup', { rawBody, headers: { 'content-type': contentType } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, error_code: 'bad_json', msg: expect.stringMatching(/^Could not parse request body as JSON/) });
      const v2 = await authFetch(t.authUrl, '/signup', { rawBody, headers: { 'content-type': contentType, ...V2024 } });
      expect(v2.body).toEqual({ code: 'bad_json', message: expect.any(String) });
    });

    it('an oversized body -> 413 request_entity_too_large', async () => {
      const res = await authFetch(t.authUrl, '/signup', { body: { email: 'pat@example.com', password: 'x'.repeat(5000) } });
      expect(res).toMatchObject({ status: 413, body: { code: 413, error_code: 'request_entity_too_large' } });
    });

    it('the /api format is unchanged', async () => {
      const res = await fetch(`${t.baseUrl}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"x": ' });
      expect(await res.json()).toMatchObject({ status: 400, code: 'malformed_json', requestId: expect.any(String) });
    });
  });

  describe('wrong types -> 400 bad_json naming the field', () => {
    it.each([
      ['/signup', { email: 42, password: 'correct horse' }, 'email'],
      ['/signup', { email: 'pat@example.com', password: 'correct horse', data: 'not an object' }, 'data'],
      ['/otp', { email: 'pat@example.com', create_user: 'yes' }, 'create_user'],
      ['/token?grant_type=password', { email: ['pat@example.com'], password: 'x' }, 'email'],
      ['/token?grant_type=refresh_token', { refresh_token: 12345678901234 }, 'refresh_token'],
      ['/verify', { type: 'signup', token_hash: true }, 'token_hash'],
      ['/recover', { email: { address: 'pat@example.com' } }, 'email'],
    ])('%s %j', async (path, body, field) => {
      const res = await authFetch(t.authUrl, path, { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'bad_json', msg: expect.stringContaining(field) });
    });
  });

  describe('missing or invalid fields -> validation errors with the reference codes', () => {
    it.each([
      ['/signup', { email: 'pat@example.com' }, 422, 'validation_failed', 'Signup requires a valid password'],
      ['/signup', { password: 'correct horse' }, 400, 'validation_failed', 'Sign up only available with email provider'],
      ['/signup', {}, 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'],
      ['/signup', { email: 'not-an-address', password: 'correct horse' }, 400, 'validation_failed', 'Unable to validate email address: invalid format'],
      ['/signup', { email: 'pat@example.com', password: 'short' }, 422, 'weak_password', 'Password should be at least 6 characters.'],
      ['/signup', { phone: '+15555550100', password: 'correct horse' }, 400, 'phone_provider_disabled', 'Phone signups are disabled'],
      [
        '/signup',
        { email: 'pat@example.com', password: 'correct horse', code_challenge: 'abc', code_challenge_method: 's256' },
        400,
        'validation_failed',
        'code challenge has to be between 43 and 128 characters',
      ],
      ['/token?grant_type=password', { password: 'x' }, 400, 'validation_failed', 'missing email or phone'],
      ['/token?grant_type=pkce', { auth_code: 'x' }, 400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty'],
      [
        '/token?grant_type=pkce',
        { auth_code: '9e4f3c2a-1b2c-4d5e-8f90-123456789abc', code_verifier: 'v'.repeat(43) },
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      ],
      ['/token?grant_type=banana', {}, 400, 'invalid_credentials', 'unsupported_grant_type'],
      ['/token', {}, 400, 'invalid_credentials', 'unsupported_grant_type'],
      ['/recover', {}, 400, 'validation_failed', 'Password recovery requires an email'],
      ['/otp', {}, 400, 'validation_failed', 'One of email or phone must be set'],
      ['/otp', { phone: '+15555550100' }, 400, 'phone_provider_disabled', 'Unsupported phone provider'],
      ['/resend', { email: 'pat@example.com' }, 400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change'],
      ['/resend', { type: 'signup' }, 400, 'validation_failed', 'Type provided requires an email address'],
      ['/verify', { token: '123456', email: 'pat@example.com' }, 400, 'validation_failed', 'Verify requires a verification type'],
      ['/verify', { type: 'signup' }, 400, 'validation_failed', 'Verify requires either a token or a token hash'],
      ['/verify', { type: 'signup', token: '123456', token_hash: 'abc' }, 400, 'validation_failed', 'Verify requires either a token or a token hash'],
      ['/verify', { type: 'signup', token_hash: 'abc', email: 'pat@example.com' }, 400, 'validation_failed', 'Only the token_hash and type should be provided'],
      ['/verify', { type: 'bogus', token_hash: 'abc' }, 400, 'validation_failed', 'Unsupported verification type'],
      ['/verify', { type: 'sms', token: '123456', phone: '+15555550100' }, 400, 'phone_provider_disabled', 'Phone logins are disabled'],
    ])('%s %j -> %i %s', async (path, body, status, code, message) => {
      expect(await authFetch(t.authUrl, path, { body })).toMatchObject({ status, body: { code: status, error_code: code, msg: message } });
    });

    it('weak_password carries the reasons, and auth-js raises AuthWeakPasswordError', async () => {
      const res = await authFetch(t.authUrl, '/signup', { body: { email: uniqueEmail(), password: '12345' } });
      expect(res.body).toEqual({
        code: 422,
        error_code: 'weak_password',
        msg: 'Password should be at least 6 characters.',
        weak_password: { reasons: ['length'] },
      });
      const { error } = await t.client().signUp({ email: uniqueEmail(), password: '12345' });
      expect(error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', reasons: ['length'] });
    });
  });

  describe('access tokens', () => {
    it('no bearer token -> 401 no_authorization; garbage -> 403 bad_jwt', async () => {
      expect(await authFetch(t.authUrl, '/user')).toMatchObject({
        status: 401,
        body: { error_code: 'no_authorization', msg: 'This endpoint requires a valid Bearer token' },
      });
      expect(await authFetch(t.authUrl, '/user', { token: 'not.a.jwt' })).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
    });

    it('an expired access token -> 403 bad_jwt (token is expired)', async () => {
      const { user, access_token } = await signUpRaw(t.authUrl, uniqueEmail());
      const session = await t.app.get(SessionsService).find(claimsOf(access_token)['session_id'] as string);
      const stored = await t.app.get(UsersService).findById(user.id);
      const hourAgo = Math.floor(Date.now() / 1000) - 3601;
      const expired = await t.app.get(AccessTokenService).issue(stored!, session!, hourAgo);
      const res = await authFetch(t.authUrl, '/user', { token: expired.accessToken });
      expect(res).toMatchObject({ status: 403, body: { error_code: 'bad_jwt', msg: expect.stringContaining('token is expired') } });
      const api = await fetch(`${t.baseUrl}/api/profiles/me`, { headers: { authorization: `Bearer ${expired.accessToken}` } });
      expect(api.status).toBe(401);
    });

    it('a token signed with another key under our kid -> 403 bad_jwt', async () => {
      const { access_token } = await signUpRaw(t.authUrl, uniqueEmail());
      const [header] = access_token.split('.');
      const { kid } = JSON.parse(Buffer.from(header!, 'base64url').toString());
      const forged = signEs256(claimsOf(access_token), generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey, kid);
      expect(await authFetch(t.authUrl, '/user', { token: forged })).toMatchObject({
        status: 403,
        body: { error_code: 'bad_jwt', msg: expect.stringContaining('signature is invalid') },
      });
    });

    it('a token of a deleted user -> 403 user_not_found', async () => {
      const { user, access_token } = await signUpRaw(t.authUrl, uniqueEmail());
      await sql(t.database.url, 'DELETE FROM auth.users WHERE id = $1', [user.id]);
      expect(await authFetch(t.authUrl, '/user', { token: access_token })).toMatchObject({ status: 403, body: { error_code: 'user_not_found' } });
    });

    it('logout with an unknown scope -> 400 validation_failed', async () => {
      const { access_token } = await signUpRaw(t.authUrl, uniqueEmail());
      expect(await authFetch(t.authUrl, '/logout?scope=everyone', { method: 'POST', token: access_token })).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed' },
      });
    });
  });

  describe('one-time codes and links', () => {
    it('an expired recovery code or link -> 403 otp_expired', async () => {
      const email = uniqueEmail();
      await signUpRaw(t.authUrl, email);
      await authFetch(t.authUrl, '/recover', { body: { email } });
      const mail = await t.smtp.next(email);
      await sql(t.database.url, `UPDATE auth.one_time_tokens SET expires_at = now() - interval '1 second' WHERE relates_to = $1`, [email]);
      expect(await authFetch(t.authUrl, '/verify', { body: { type: 'recovery', email, token: codeIn(mail) } })).toMatchObject({
        status: 403,
        body: { error_code: 'otp_expired', msg: 'Token has expired or is invalid' },
      });
      expect(await authFetch(t.authUrl, '/verify', { body: { type: 'recovery', token_hash: linkIn(mail).searchParams.get('token_hash') } })).toMatchObject({
        status: 403,
        body: { error_code: 'otp_expired', msg: 'Email link is invalid or has expired' },
      });
    });

    it('a code used twice, or for another type, is refused', async () => {
      const email = uniqueEmail();
      await signUpRaw(t.authUrl, email);
      await authFetch(t.authUrl, '/recover', { body: { email } });
      const code = codeIn(await t.smtp.next(email));
      expect((await authFetch(t.authUrl, '/verify', { body: { type: 'signup', email, token: code } })).status).toBe(403);
      expect((await authFetch(t.authUrl, '/verify', { body: { type: 'recovery', email, token: code } })).status).toBe(200);
      expect(await authFetch(t.authUrl, '/verify', { body: { type: 'recovery', email, token: code } })).toMatchObject({
        status: 403,
        body: { error_code: 'otp_expired' },
      });
    });

    it('codes and link tokens are stored only as hashes', async () => {
      const email = uniqueEmail();
      await signUpRaw(t.authUrl, email);
      await authFetch(t.authUrl, '/recover', { body: { email } });
      const mail = await t.smtp.next(email);
      const [row] = await sql<{ token_hash: string; code_hash: string }>(
        t.database.url,
        'SELECT token_hash, code_hash FROM auth.one_time_tokens WHERE relates_to = $1',
        [email],
      );
      expect(row!.token_hash).not.toContain(linkIn(mail).searchParams.get('token_hash'));
      expect(row!.code_hash).not.toContain(codeIn(mail));
      expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('features we do not offer answer with the reference error for a disabled feature', () => {
    it.each([
      ['POST', '/token?grant_type=id_token', { id_token: 'x', provider: 'google' }, 400, 'provider_disabled'],
      ['POST', '/token?grant_type=web3', { message: 'x', signature: 'y', chain: 'solana' }, 422, 'web3_provider_disabled'],
      ['GET', '/authorize?provider=google', undefined, 400, 'provider_disabled'],
      ['GET', '/callback', undefined, 400, 'provider_disabled'],
      ['POST', '/sso', { domain: 'example.com' }, 404, 'saml_provider_disabled'],
      ['GET', '/sso/saml/metadata', undefined, 404, 'saml_provider_disabled'],
      ['GET', '/user/identities/authorize?provider=google', undefined, 404, 'manual_linking_disabled'],
      ['DELETE', '/user/identities/9e4f3c2a-1b2c-4d5e-8f90-123456789abc', undefined, 404, 'manual_linking_disabled'],
      ['POST', '/oauth/clients/register', { client_name: 'x' }, 404, 'feature_disabled'],
      ['GET', '/oauth/authorize', undefined, 404, 'feature_disabled'],
      ['GET', '/user/oauth/grants', undefined, 404, 'feature_disabled'],
      ['GET', '/admin/users', undefined, 404, 'feature_disabled'],
      ['POST', '/invite', { email: 'pat@example.com' }, 404, 'feature_disabled'],
      ['POST', '/passkeys/authentication/options', {}, 404, 'passkey_disabled'],
      ['GET', '/no/such/endpoint', undefined, 404, 'not_found'],
    ])('%s %s -> %i %s', async (method, path, body, status, code) => {
      expect(await authFetch(t.authUrl, path, { method, body })).toMatchObject({ status, body: { code: status, error_code: code } });
    });

    it('MFA with phone or WebAuthn factors', async () => {
      const { access_token } = await signUpRaw(t.authUrl, uniqueEmail());
      expect(await authFetch(t.authUrl, '/factors', { body: { factor_type: 'phone', phone: '+15555550100' }, token: access_token })).toMatchObject({
        status: 422,
        body: { error_code: 'mfa_phone_enroll_not_enabled' },
      });
      expect(await authFetch(t.authUrl, '/factors', { body: { factor_type: 'webauthn' }, token: access_token })).toMatchObject({
        status: 422,
        body: { error_code: 'mfa_webauthn_enroll_not_enabled' },
      });
      expect(await authFetch(t.authUrl, '/factors', { body: { factor_type: 'sms' }, token: access_token })).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed' },
      });
    });
  });
});

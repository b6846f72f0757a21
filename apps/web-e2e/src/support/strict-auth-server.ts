import { expect, type APIRequestContext } from '@playwright/test';
import { newAccount, type TestAccount } from './accounts';
import { waitForMail, type Mail } from './mail';

function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through apps/web-e2e/playwright.config.ts`);
  return value;
}

/**
 * The run's second server (playwright.config.ts): the same build with AUTH_EMAIL_CONFIRMATION_REQUIRED=true,
 * AUTH_PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION=true with AUTH_REAUTHENTICATION_SESSION_AGE=0, and
 * AUTH_EMAIL_LINKS=verify-endpoint, and staff need their authenticator app for /api/admin (AUTH_STAFF_REQUIRE_AAL2=true,
 * as in production). Spec files use it with `test.use({ baseURL: strictAuth.baseURL })`.
 */
export const strictAuth = {
  baseURL: `http://127.0.0.1:${fromEnv('E2E_STRICT_PORT')}`,
  varDir: fromEnv('E2E_STRICT_VAR_DIR'),
};

/**
 * The strict-auth server's URL for `path`, as the page shows it once auth-js has taken the session out of the
 * fragment (it leaves an empty '#'): so the tokens are gone from the address bar.
 */
export function landedOn(path: string): RegExp {
  return new RegExp(`^${strictAuth.baseURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${path}#?$`);
}

/** Waits for a message from the strict-auth server to `to` whose subject matches. */
export function waitForStrictMail(to: string, subject: RegExp, exclude: Mail[] = []): Promise<Mail> {
  return waitForMail(to, { subject, exclude, varDir: strictAuth.varDir });
}

/** The GoTrue-style link of a message (AUTH_EMAIL_LINKS=verify-endpoint): PUBLIC_URL/auth/v1/verify?token=...&type=... */
export function verifyLinkIn(mail: Mail, type: string): URL {
  const link = mail.links.find((l) => l.startsWith(`${strictAuth.baseURL}/auth/v1/verify?`));
  expect(link, `a /auth/v1/verify link in:\n${mail.text}`).toBeTruthy();
  const url = new URL(link!);
  expect(url.searchParams.get('type')).toBe(type);
  return url;
}

/** The 6-digit code every auth email carries ("Or enter this code: 123456"). */
export function codeIn(mail: Mail): string {
  const code = /Or enter this code: (\d{6})/.exec(mail.text)?.[1];
  expect(code, `a 6-digit code in:\n${mail.text}`).toBeTruthy();
  return code!;
}

/**
 * Signs up through the auth service and confirms the address by requesting the emailed link with plain HTTP, for
 * tests about what a confirmed account does next. `request` must be bound to the strict-auth server.
 */
export async function createConfirmedAccount(request: APIRequestContext, label: string): Promise<TestAccount> {
  const account = newAccount(label);
  const signup = await request.post('/auth/v1/signup', { data: { email: account.email, password: account.password, data: { full_name: account.fullName } } });
  expect(signup.status(), await signup.text()).toBe(200);
  const link = verifyLinkIn(await waitForStrictMail(account.email, /Confirm your email/), 'signup');
  const verified = await request.get(link.href, { maxRedirects: 0 });
  expect(verified.status()).toBe(303);
  expect(verified.headers()['location']).toContain('#access_token=');
  return account;
}

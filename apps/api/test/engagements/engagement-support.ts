import { runStaffCommand } from '../../src/cli/staff';
import { authFetch, signUpRaw, type Tokens } from '../support/auth-http';
import { FAST_AUTH_ENV, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { codeIn } from '../support/smtp-sink';
import { call } from '../referrals/referral-helpers';

export interface Person {
  id: string;
  email: string;
  token: string;
}

/** A signed-up account (confirmation off: its mailbox is NOT proven by that). */
export async function signUp(t: AuthTestApp, label: string): Promise<Person> {
  const email = uniqueEmail(label);
  const tokens = await signUpRaw(t.authUrl, email);
  return { id: tokens.user.id, email, token: tokens.access_token };
}

/** Proves the mailbox the way a person does: asks for a sign-in code and types it; returns the new session's token. */
export async function proveMailbox(t: AuthTestApp, email: string): Promise<Person> {
  const asked = await authFetch(t.authUrl, '/otp', { body: { email } });
  if (asked.status !== 200) throw new Error(`otp failed: ${asked.status}`);
  await outboxDrained(t.app, t.database.url);
  const mail = await t.smtp.next(email);
  const verified = await authFetch<Tokens>(t.authUrl, '/verify', { body: { type: 'email', email, token: codeIn(mail) } });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { id: verified.body.user.id, email, token: verified.body.access_token };
}

/** A staff member's access token. */
export async function staffMember(t: AuthTestApp, label = 'staff'): Promise<Person> {
  const person = await signUp(t, label);
  const code = await runStaffCommand([person.email], {
    env: { ...FAST_AUTH_ENV, NODE_ENV: 'test', DATABASE_URL: t.database.url, SMTP_URL: t.smtp.url, LOG_LEVEL: 'silent' },
    stdout: () => undefined,
    stderr: () => undefined,
    readStdin: async () => '',
  });
  if (code !== 0) throw new Error('staff command failed');
  // The role is read from the database on each request: the same token now carries staff access.
  return person;
}

export const api = (t: AuthTestApp, method: string, path: string, options: Parameters<typeof call>[3] = {}) => call(t.baseUrl, method, `/api${path}`, options);

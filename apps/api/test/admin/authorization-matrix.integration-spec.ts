import { Secret, TOTP } from 'otpauth';
import { authFetch, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { friend } from '../referrals/referral-helpers';

interface Operation {
  method: string;
  path: string;
  security: boolean;
}

const SOME_ID = '00000000-0000-4000-8000-0000000000aa';

/** Every operation of the document under `prefix`, path parameters filled with an id that exists nowhere. */
async function operationsUnder(baseUrl: string, prefix: string): Promise<Operation[]> {
  const doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, SOME_ID), security: Boolean(op.security?.length) })));
}

async function call(t: AuthTestApp, { method, path }: Operation, token?: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(method !== 'GET' && method !== 'DELETE' && { 'content-type': 'application/json' }) },
    body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  });
  return { status: res.status, text: await res.text() };
}

/**
 * Generated from the OpenAPI document, so a new staff or referrals endpoint is covered without editing this file:
 * anonymous, referrer A, referrer B, staff at AAL1 and staff at AAL2 (AUTH_STAFF_REQUIRE_AAL2=true, as in production).
 */
describe('authorisation matrix over /api/admin/* and /api/referrals*', () => {
  let t: AuthTestApp;
  let admin: Operation[];
  let referrals: Operation[];
  // Filled in beforeAll.
  const people = {} as Record<'referrerA' | 'referrerB' | 'staffAal1' | 'staffAal2', { token: string; email: string }>;
  const friendOfA = uniqueEmail('friend-of-a');

  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_STAFF_REQUIRE_AAL2: 'true' });
    for (const who of ['referrerA', 'referrerB', 'staffAal1', 'staffAal2'] as const) {
      const email = uniqueEmail(who);
      people[who] = { token: (await signUpRaw(t.authUrl, email)).access_token, email };
    }
    await sql(t.database.url, `UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"roles":["staff"]}' WHERE email IN (lower($1), lower($2))`, [people.staffAal1.email, people.staffAal2.email]);
    const token = people.staffAal2.token;
    const factor = (await authFetch<{ id: string; totp: { secret: string } }>(t.authUrl, '/factors', { body: { factor_type: 'totp' }, token })).body;
    const challenge = (await authFetch<{ id: string }>(t.authUrl, `/factors/${factor.id}/challenge`, { body: {}, token })).body;
    const code = new TOTP({ secret: Secret.fromBase32(factor.totp.secret) }).generate();
    people.staffAal2.token = (await authFetch<{ access_token: string }>(t.authUrl, `/factors/${factor.id}/verify`, { body: { challenge_id: challenge.id, code }, token })).body.access_token;

    const made = await fetch(`${t.baseUrl}/api/referrals`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${people.referrerA.token}` }, body: JSON.stringify(friend(friendOfA)) });
    expect(made.status).toBe(201);
    admin = await operationsUnder(t.baseUrl, '/api/admin/');
    referrals = await operationsUnder(t.baseUrl, '/api/referrals');
  });
  afterAll(() => t.close());

  it('covers every staff operation of the document', () => {
    expect(admin.length).toBeGreaterThanOrEqual(35);
    expect(admin.every((op) => op.security)).toBe(true);
  });

  it('staff operations: 401 anonymous, 403 for referrers, 403 insufficient_aal for staff without a second factor, open to staff at AAL2', async () => {
    const refused: string[] = [];
    for (const op of admin) {
      const expectations: Array<[string, string | undefined, (status: number, text: string) => boolean]> = [
        ['anonymous', undefined, (s) => s === 401],
        ['referrer A', people.referrerA.token, (s, text) => s === 403 && text.includes('"forbidden"')],
        ['referrer B', people.referrerB.token, (s, text) => s === 403 && text.includes('"forbidden"')],
        ['staff at AAL1', people.staffAal1.token, (s, text) => s === 403 && text.includes('"insufficient_aal"')],
        ['staff at AAL2', people.staffAal2.token, (s) => s !== 401 && s !== 403 && s < 500],
      ];
      for (const [who, token, ok] of expectations) {
        const { status, text } = await call(t, op, token);
        if (!ok(status, text)) refused.push(`${op.method} ${op.path} as ${who}: ${status}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("referrals: signed-in operations refuse the anonymous, and referrer B never sees referrer A's referral", async () => {
    const problems: string[] = [];
    for (const op of referrals.filter((o) => o.security && o.method === 'GET')) {
      const anonymous = await call(t, op);
      if (anonymous.status !== 401) problems.push(`${op.method} ${op.path} anonymous: ${anonymous.status}`);
      const asB = await call(t, op, people.referrerB.token);
      if (asB.text.includes(friendOfA) || asB.text.includes(people.referrerA.email)) problems.push(`${op.method} ${op.path} shows A's data to B`);
      const asA = await call(t, op, people.referrerA.token);
      if (asA.status >= 400) problems.push(`${op.method} ${op.path} as A: ${asA.status}`);
    }
    expect(problems).toEqual([]);
    const listA = await call(t, { method: 'GET', path: '/api/referrals', security: true }, people.referrerA.token);
    expect(listA.text).toContain(friendOfA);
  });
});

import { runStaffCommand } from '../../src/cli/staff';
import { signUpRaw } from '../support/auth-http';
import { FAST_AUTH_ENV, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';

/** A complete, valid intake (a married couple with two dependents); override any answer. */
export function validIntake(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Dana Client',
    email: uniqueEmail('client'),
    phone: '(313) 555-0199',
    filingStatus: 'married_filing_jointly',
    spouse: { fullName: 'Sam Client', birthYear: 1984 },
    dependents: [
      { fullName: 'Ari Client', relationship: 'daughter', birthYear: 2015, monthsLivedWithYou: 12 },
      { fullName: 'Bo Client', relationship: 'son', birthYear: 2018, monthsLivedWithYou: 12 },
    ],
    income: ['w2_wages', 'childcare', 'mortgage_property_tax'],
    documents: [],
    office: 'ypsilanti',
    contactMethod: 'text',
    contactTime: 'evening',
    notes: 'Moved in June.',
    consent: true,
    website: '',
    startedAt: Date.now() - 60_000,
    ...overrides,
  };
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export async function apiCall<T = Record<string, unknown>>(
  t: AuthTestApp,
  method: string,
  path: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const res = await fetch(`${t.baseUrl}/api${path}`, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}

/** A signed-up account promoted to staff through the real staff command; returns its id and access token. */
export async function staffMember(t: AuthTestApp): Promise<{ id: string; token: string }> {
  const { access_token, user } = await signUpRaw(t.authUrl, uniqueEmail('staff'));
  const code = await runStaffCommand([user.email], {
    env: { ...FAST_AUTH_ENV, NODE_ENV: 'test', DATABASE_URL: t.database.url, SMTP_URL: t.smtp.url, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://site.test' },
    stdout: () => undefined,
    stderr: () => undefined,
    readStdin: async () => '',
  });
  if (code !== 0) throw new Error('staff command failed');
  return { id: user.id, token: access_token };
}

/** POSTs `body` twice with one Idempotency-Key and checks the second answer is the first one replayed (201). */
export async function expectReplayedPost(t: AuthTestApp, path: string, body: unknown, key: string): Promise<void> {
  const first = await apiCall(t, 'POST', path, { body, headers: { 'Idempotency-Key': key } });
  const again = await apiCall(t, 'POST', path, { body, headers: { 'Idempotency-Key': key } });
  expect(first.status).toBe(201);
  expect({ status: again.status, replayed: again.headers.get('idempotent-replayed'), body: again.body }).toEqual({
    status: 201,
    replayed: 'true',
    body: first.body,
  });
}

import { authFetch, signUpRaw, type Tokens } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { openApiRoutes, type OpenApiDocument } from './sweep/openapi-operations';
import { registeredRoutes } from './sweep/registered-routes';
import { routeKey, type SweepRoute } from './sweep/sweep-route';
import { sweepRequests, type SweepRequest } from './sweep/sweep-requests';

const CONCURRENCY = 8;

interface Caller {
  name: string;
  token?: string;
  /** Path-parameter values that exist for this caller (e.g. its own factor), to get past "not found". */
  pathHints: Record<string, string>;
}

/** Maps `items` through `work` with at most `limit` in flight, keeping the order. */
async function inPool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** /api operations from the OpenAPI document; everything else (all of /auth/v1) from the routes Nest registered. */
function sweepRoutes(document: OpenApiDocument, registered: SweepRoute[]): SweepRoute[] {
  const byKey = new Map<string, SweepRoute>();
  for (const route of openApiRoutes(document)) byKey.set(routeKey(route), route);
  for (const route of registered) {
    const documented = byKey.get(routeKey(route));
    if (!documented) byKey.set(routeKey(route), route);
    else {
      const known = new Set(documented.queryParameters.map((p) => p.name));
      documented.queryParameters.push(...route.queryParameters.filter((p) => !known.has(p.name)));
    }
  }
  return [...byKey.values()];
}

/**
 * Malformed input of every kind (NUL, lone surrogates, huge and deeply nested values, huge arrays, repeated query
 * keys, wrong types, malformed and empty JSON, wrong content types, impossible and far dates and wrong types in every
 * query parameter, bad `huron_ref` cookie bytes, bad path ids) on every route, signed out and signed in (as staff):
 * none may answer 5xx, and every refusal is in its dialect's error format. Routes come from the app itself, so endpoints added later are swept without edits.
 */
describe('malformed-input sweep (issue 7)', () => {
  let t: AuthTestApp;
  let routes: SweepRoute[];
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await startAuthTestApp();
    document = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
    routes = sweepRoutes(document, registeredRoutes(t.app));
  });
  afterAll(() => t.close());

  it('finds every OpenAPI operation and every registered /auth/v1 route', () => {
    const keys = routes.map(routeKey);
    for (const route of openApiRoutes(document)) expect(keys).toContain(routeKey(route));
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /auth/v1/signup',
        'POST /auth/v1/token',
        'PUT /auth/v1/user',
        'GET /auth/v1/verify',
        'POST /auth/v1/factors/{factorId}/challenge',
        'DELETE /auth/v1/factors/{factorId}',
      ]),
    );
    expect(routes.find((r) => routeKey(r) === 'POST /auth/v1/token')!.queryParameters.map((p) => p.name)).toEqual(['grant_type']);
    expect(Object.keys(routes.find((r) => routeKey(r) === 'POST /auth/v1/signup')!.body!.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password', 'data']),
    );
  });

  it('no request answers 5xx, and each 4xx is in the error format, signed out or signed in', async () => {
    // A signed-in caller per handler, so one route's sign-out or factors cannot starve another's.
    const handlers = [...new Set(routes.map((route) => route.handler ?? routeKey(route)))];
    const callerList = await inPool(handlers, CONCURRENCY, (_handler, index) => signedInStaff(t, index));
    const callerOf = (route: SweepRoute) => callerList[handlers.indexOf(route.handler ?? routeKey(route))]!;
    // The thorough set goes to whichever caller gets past the authentication check; the other gets a smoke set.
    const guarded = await inPool(routes, CONCURRENCY, async (route) =>
      [401, 403].includes((await send(t.baseUrl, sweepRequests(route, { depth: 'smoke' })[0]!)).status),
    );
    const signedOut: Caller = { name: 'signed out', pathHints: {} };
    const handlersSwept = new Set<string>();
    const work = routes.flatMap((route, index) => {
      // Body variants once per handler: its other paths read bodies the same way.
      const handler = `${route.method} ${route.handler ?? route.path}`;
      const depth = handlersSwept.has(handler) ? 'parameters' : 'full';
      handlersSwept.add(handler);
      const plan = [
        [signedOut, guarded[index] ? 'smoke' : depth],
        [callerOf(route), guarded[index] ? depth : 'smoke'],
      ] as const;
      return plan.flatMap(([caller, callerDepth]) =>
        sweepRequests(route, { pathHints: caller.pathHints, depth: callerDepth }).map((request) => ({ request, caller })),
      );
    });

    const failures: string[] = [];
    await inPool(work, CONCURRENCY, async ({ request, caller }) => {
      const outcome = await send(t.baseUrl, request, caller.token).catch((error: unknown) => ({ status: 0, text: `no answer: ${String(error)}` }));
      const problem = outcome.status >= 500 || outcome.status === 0 ? 'server error' : errorFormatProblem(request.url, outcome);
      if (problem)
        failures.push(
          `${problem}: ${outcome.status} ${request.method} ${request.url.slice(0, 160)} [${caller.name}] ${request.label}: ${outcome.text.slice(0, 300)}`,
        );
    });
    expect(work.length).toBeGreaterThan(1000);
    expect(failures.sort()).toEqual([]);
    // The client portal's routes (issue 44) made the sweep about a tenth longer: 120 s was reached on a loaded host.
  }, 180_000);
});

/**
 * A 4xx must be the documented error body: /api's `{status, code, message, requestId}` (status equal to the
 * HTTP status) or GoTrue's `{code, error_code, msg}` under /auth/v1. Returns what is wrong, or undefined.
 */
function errorFormatProblem(url: string, { status, text }: { status: number; text: string }): string | undefined {
  if (status < 400) return undefined;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return 'error body is not JSON';
  }
  if (url.startsWith('/auth/v1')) {
    return body['code'] === status && typeof body['error_code'] === 'string' && typeof body['msg'] === 'string' ? undefined : 'not a GoTrue error body';
  }
  return body['status'] === status && typeof body['code'] === 'string' && typeof body['message'] === 'string' && typeof body['requestId'] === 'string'
    ? undefined
    : 'not an /api error body';
}

async function send(baseUrl: string, request: SweepRequest, token?: string): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { apikey: 'sweep' };
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.cookie) headers['cookie'] = request.cookie;
  const res = await fetch(`${baseUrl}${request.url}`, { method: request.method, headers, body: request.body, redirect: 'manual' });
  return { status: res.status, text: await res.text() };
}

/** A staff account of its own, signed in, with a TOTP factor. */
async function signedInStaff(t: AuthTestApp, index: number): Promise<Caller> {
  const email = uniqueEmail(`sweep-staff-${index}`);
  await signUpRaw(t.authUrl, email);
  await sql(t.database.url, `UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"roles": ["staff"]}' WHERE email = $1`, [email]);
  const session = (await authFetch<Tokens>(t.authUrl, '/token?grant_type=password', { body: { email, password: 'correct horse battery' } })).body;
  const factor = (await authFetch<{ id: string }>(t.authUrl, '/factors', { token: session.access_token, body: { factor_type: 'totp' } })).body;
  return { name: 'signed in as staff', token: session.access_token, pathHints: { factorId: factor.id, id: session.user.id } };
}

import { AuthBodyPipe } from '../../src/modules/auth/http/auth-body.pipe';
import { authFetch, signUpRaw, type AuthResponse, type Tokens } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';

/** auth-js's request, which the lane answers ahead of Express. */
const LANE = '/token?grant_type=refresh_token';
/** The same grant (Express decodes `%5F` to `_`), which the lane leaves to Express and the controller. */
const CONTROLLER = '/token?grant_type=refresh%5Ftoken';
/** Headers that differ between any two answers. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'content-length', 'connection', 'keep-alive']);

const headersOf = (res: AuthResponse<unknown>) => [...res.headers].filter(([name]) => !PER_ANSWER.has(name)).sort(([a], [b]) => a.localeCompare(b));
const answerOf = (res: AuthResponse<unknown>) => ({ status: res.status, headers: headersOf(res), body: res.body });

describe('the refresh grant answered ahead of Express', () => {
  let t: AuthTestApp;
  // The controller's body pipe: only requests that reach the controller run it.
  const bodyPipe = jest.spyOn(AuthBodyPipe.prototype, 'transform');
  const controllerRefreshes = () => bodyPipe.mock.calls.filter(([body]) => typeof body === 'object' && body !== null && 'refresh_token' in body).length;
  let lastAddress = 0;
  /** Each test speaks from its own address (TRUST_PROXY on), so rate-limit counters never leak between tests. */
  const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++lastAddress}` });

  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_RATE_LIMIT_TOKEN: '3', TRUST_PROXY: 'true' });
  });
  beforeEach(() => bodyPipe.mockClear());
  afterAll(async () => {
    bodyPipe.mockRestore();
    await t.close();
  });

  const grant = (path: string, body: unknown, headers: Record<string, string> = {}) => authFetch<Tokens>(t.authUrl, path, { body, headers });
  const grantRaw = (path: string, rawBody: string, headers: Record<string, string> = {}) => authFetch<Tokens>(t.authUrl, path, { rawBody, headers });

  it('rotates a live token as the controller does, with the same headers and answer shape, without running the controller', async () => {
    const email = uniqueEmail();
    const first = await signUpRaw(t.authUrl, email);
    const second = await authFetch<Tokens>(t.authUrl, '/token?grant_type=password', {
      body: { email, password: 'correct horse battery' },
      headers: fromNewAddress(),
    });
    const viaLane = await grant(LANE, { refresh_token: first.refresh_token }, fromNewAddress());
    expect(controllerRefreshes()).toBe(0);
    const viaController = await grant(CONTROLLER, { refresh_token: second.body.refresh_token }, fromNewAddress());
    expect(controllerRefreshes()).toBe(1);

    expect([viaLane.status, viaController.status]).toEqual([200, 200]);
    expect(headersOf(viaLane)).toEqual(headersOf(viaController));
    expect(viaLane.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(viaLane.body).sort()).toEqual(Object.keys(viaController.body).sort());
    expect(Object.keys(viaLane.body.user).sort()).toEqual(Object.keys(viaController.body.user).sort());
    expect(viaLane.body.user).toMatchObject({ id: first.user.id, email });
    expect(viaLane.body.refresh_token).not.toBe(first.refresh_token);
    expect((await grant(LANE, { refresh_token: viaLane.body.refresh_token }, fromNewAddress())).status).toBe(200);
  });

  it("takes auth-js's own refresh request (the only test that counts against 127.0.0.1's limit)", async () => {
    const client = t.client();
    const signUp = await client.signUp({ email: uniqueEmail(), password: 'correct horse battery' });
    expect(signUp.error).toBeNull();
    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signUp.data.session?.refresh_token);
    expect(controllerRefreshes()).toBe(0);
  });

  it.each([
    ['an unknown token', 'x'.repeat(43), {}],
    ['an unknown token, API version 2024-01-01', 'x'.repeat(43), { 'x-supabase-api-version': '2024-01-01' }],
    ['a token too short to be one', 'short', {}],
  ])('answers %s exactly as the controller does', async (_case, token, headers) => {
    const viaLane = await grant(LANE, { refresh_token: token }, { ...headers, ...fromNewAddress() });
    expect(controllerRefreshes()).toBe(0);
    const viaController = await grant(CONTROLLER, { refresh_token: token }, { ...headers, ...fromNewAddress() });
    expect(viaLane.status).toBe(400);
    expect(answerOf(viaLane)).toEqual(answerOf(viaController));
  });

  it('counts lane and controller requests against the same rate limit of the forwarded client address', async () => {
    const from = fromNewAddress();
    const unknown = { refresh_token: 'x'.repeat(43) };
    const statuses = [];
    for (const path of [LANE, CONTROLLER, LANE]) statuses.push((await grant(path, unknown, from)).status);
    expect(statuses).toEqual([400, 400, 400]);
    const overViaLane = await grant(LANE, unknown, from);
    const overViaController = await grant(CONTROLLER, unknown, from);
    expect(overViaLane.status).toBe(429);
    expect(overViaLane.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answerOf(overViaLane)).toEqual(answerOf(overViaController));
    expect((await grant(LANE, unknown, fromNewAddress())).status).toBe(400);
  });

  it('leaves any other body to the controller with every byte intact: spacing, other fields, escapes, chunked', async () => {
    const live = async () => (await signUpRaw(t.authUrl, uniqueEmail())).refresh_token;
    const spaced = await grantRaw(LANE, `{ "refresh_token" : "${await live()}" }`, fromNewAddress());
    const extraField = await grant(LANE, { refresh_token: await live(), gotrue_meta_security: {} }, fromNewAddress());
    const escaped = await grantRaw(
      LANE,
      `{"refresh_token":"${(await live()).replace(/^./, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)}"}`,
      fromNewAddress(),
    );
    const token = await live();
    const chunked = await fetch(`${t.authUrl}${LANE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromNewAddress() },
      body: new ReadableStream({
        start(stream) {
          stream.enqueue(new TextEncoder().encode(`{"refresh_token":`));
          stream.enqueue(new TextEncoder().encode(`"${token}"}`));
          stream.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect([spaced.status, extraField.status, escaped.status, chunked.status]).toEqual([200, 200, 200, 200]);
    expect(controllerRefreshes()).toBe(4);
  });

  it.each([
    ['malformed JSON', '{"refresh_token":"abc', {}],
    ['a NUL character in the token', '{"refresh_token":"ab\\u0000cd"}', {}],
    ['a JSON array', '["refresh_token"]', {}],
    ['a body that is not JSON', 'refresh_token=abc', { 'content-type': 'text/plain' }],
    ['a charset other than UTF-8', '{"refresh_token":"abc"}', { 'content-type': 'application/json; charset=latin1' }],
  ])('answers %s exactly as the controller does', async (_case, rawBody, headers) => {
    const viaLane = await grantRaw(LANE, rawBody, { ...headers, ...fromNewAddress() });
    const viaController = await grantRaw(CONTROLLER, rawBody, { ...headers, ...fromNewAddress() });
    expect(viaLane.status).toBeGreaterThanOrEqual(400);
    expect(answerOf(viaLane)).toEqual(answerOf(viaController));
  });
});

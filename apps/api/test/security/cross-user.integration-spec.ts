import { call as bookingCall, contact, freeTimes, manageLinkIn } from '../booking/booking-helpers';
import { call, claimTokenIn, friend } from '../referrals/referral-helpers';
import { signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { registeredApiRoutes } from '../support/registered-routes';
import { StaffAccountsService } from '../../src/modules/auth';
import { authFetch } from '../support/auth-http';

/** One person's identifiers (ids and tokens) in another person's hands: each is refused and changes nothing. */
describe("cross-user: someone else's ids and tokens", () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  const person = async (label: string) => {
    const email = uniqueEmail(label);
    const { access_token, user } = await signUpRaw(t.authUrl, email);
    return { email, token: access_token, id: user.id };
  };

  it("appointment A's valid manage token does not open, move or cancel appointment B", async () => {
    const [first, second, third] = await freeTimes(t.baseUrl);
    const book = async (label: string, startsAt: string) => {
      const email = uniqueEmail(label);
      const res = await bookingCall(t.baseUrl, 'POST', '/booking/appointments', {
        body: { ...contact(email), office: 'dearborn', service: 'individual-return', startsAt },
      });
      expect(res.status).toBe(201);
      await outboxDrained(t.app, t.database.url);
      return manageLinkIn(await t.smtp.next(email));
    };
    const a = await book('holder-a', first!);
    const b = await book('holder-b', second!);
    expect((await bookingCall(t.baseUrl, 'GET', `/booking/appointments/${a.id}`, { token: a.token })).status).toBe(200);

    const attempts = [
      await bookingCall(t.baseUrl, 'GET', `/booking/appointments/${b.id}`, { token: a.token }),
      await bookingCall(t.baseUrl, 'PATCH', `/booking/appointments/${b.id}`, { token: a.token, body: { startsAt: third } }),
      await bookingCall(t.baseUrl, 'DELETE', `/booking/appointments/${b.id}`, { token: a.token }),
    ];
    expect(attempts.map((r) => [r.status, r.body['code']])).toEqual([
      [404, 'not_found'],
      [404, 'not_found'],
      [404, 'not_found'],
    ]);
    expect((await bookingCall(t.baseUrl, 'GET', `/booking/appointments/${b.id}`, { token: b.token })).body).toMatchObject({
      status: 'confirmed',
      startsAt: second,
    });
  });

  it("referrer B using referrer A's ids and tokens is refused on every non-GET referral route", async () => {
    const a = await person('referrer-a');
    const b = await person('referrer-b');
    const made = await call(t.baseUrl, 'POST', '/api/referrals', { bearer: a.token, body: friend(uniqueEmail('friend-of-a')) });
    expect(made.status).toBe(201);
    const referralOfA = made.body['id'] as string;
    // A referral A made signed out: the confirmation email gives A the token that attaches it to A's account.
    await call(t.baseUrl, 'POST', '/api/referrals', { body: friend(uniqueEmail('friend-of-a'), { referrerEmail: a.email }) });
    await outboxDrained(t.app, t.database.url);
    const claimTokenOfA = claimTokenIn(await t.smtp.next(a.email));

    // How B tries each route with A's identifiers, and what B must get. A new non-GET referral route needs a line.
    const attempts: Record<string, () => Promise<[number | string, unknown]>> = {
      'POST /api/referrals': async () => {
        const res = await call(t.baseUrl, 'POST', '/api/referrals', { bearer: b.token, body: friend(uniqueEmail('friend-of-b'), { referrerEmail: a.email }) });
        // Signed in, the referrer is the caller: A's address in the body does not make it A's.
        return [res.status === 201 ? 'made as B' : res.status, (await call(t.baseUrl, 'GET', '/api/referrals', { bearer: a.token })).body['items']];
      },
      'POST /api/referrals/claims': async () => {
        const res = await call(t.baseUrl, 'POST', '/api/referrals/claims', { bearer: b.token, body: { token: claimTokenOfA } });
        return [res.status, res.body['code']];
      },
      'POST /api/referrals/refusals/{token}': async () => {
        const res = await call(t.baseUrl, 'POST', `/api/referrals/refusals/${claimTokenOfA}`, { bearer: b.token });
        return [res.status, res.body['code']];
      },
      'PATCH /api/admin/referrals/{id}': async () => {
        const res = await call(t.baseUrl, 'PATCH', `/api/admin/referrals/${referralOfA}`, {
          bearer: b.token,
          body: { status: 'declined', declineReason: 'no', version: 1 },
        });
        return [res.status, res.body['code']];
      },
      'POST /api/admin/referrals/{id}/notes': async () => {
        const res = await call(t.baseUrl, 'POST', `/api/admin/referrals/${referralOfA}/notes`, { bearer: b.token, body: { body: 'A note' } });
        return [res.status, res.body['code']];
      },
      'POST /api/admin/referrals/{id}/replies': async () => {
        const res = await call(t.baseUrl, 'POST', `/api/admin/referrals/${referralOfA}/replies`, { bearer: b.token, body: { body: 'A reply' } });
        return [res.status, res.body['code']];
      },
    };
    const routes = registeredApiRoutes(t.app)
      .filter((route) => route.method !== 'GET' && /^\/api(\/admin)?\/referrals(\/|$)/.test(route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(routes.filter((route) => !attempts[route])).toEqual([]);

    const outcomes: Record<string, [number | string, unknown]> = {};
    for (const route of routes) outcomes[route] = await attempts[route]!();
    expect(outcomes).toEqual({
      'POST /api/referrals': ['made as B', [expect.objectContaining({ id: referralOfA })]],
      'POST /api/referrals/claims': [422, 'claim_not_valid'],
      'POST /api/referrals/refusals/{token}': [404, 'not_found'],
      'PATCH /api/admin/referrals/{id}': [403, 'forbidden'],
      'POST /api/admin/referrals/{id}/notes': [403, 'forbidden'],
      'POST /api/admin/referrals/{id}/replies': [403, 'forbidden'],
    });
    // A still has exactly the one referral A made signed in, untouched; nothing of A's reached B.
    expect((await call(t.baseUrl, 'GET', '/api/referrals', { bearer: a.token })).body['items']).toEqual([
      expect.objectContaining({ id: referralOfA, status: 'pending' }),
    ]);
    const ofB = (await call(t.baseUrl, 'GET', '/api/referrals', { bearer: b.token })).body['items'] as Array<{ id: string }>;
    expect(ofB.map((r) => r.id)).not.toContain(referralOfA);
    expect(ofB).toHaveLength(1);
  });

  it("staff member B cannot revoke staff member A's calendar feed, and B's notification choices never change A's", async () => {
    const staff = async (label: string) => {
      const email = uniqueEmail(label);
      await t.app.get(StaffAccountsService).grant({ email, password: 'a long staff password' });
      return (await authFetch<{ access_token: string }>(t.authUrl, '/token?grant_type=password', { body: { email, password: 'a long staff password' } })).body
        .access_token;
    };
    const a = await staff('staff-a');
    const b = await staff('staff-b');
    const feed = await call(t.baseUrl, 'POST', '/api/admin/calendar-feeds', { bearer: a, body: { offices: ['dearborn'] } });
    expect(feed.status).toBe(201);
    const routes = registeredApiRoutes(t.app)
      .filter((route) => route.method !== 'GET' && /^\/api\/admin\/(calendar-feeds|me\/notifications)(\/|$)/.test(route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(routes.sort()).toEqual(['DELETE /api/admin/calendar-feeds/{id}', 'POST /api/admin/calendar-feeds', 'PUT /api/admin/me/notifications']);

    expect((await call(t.baseUrl, 'DELETE', `/api/admin/calendar-feeds/${feed.body['id']}`, { bearer: b })).status).toBe(404);
    expect((await call(t.baseUrl, 'PUT', '/api/admin/me/notifications', { bearer: b, body: { payment_received: 'immediate' } })).status).toBe(200);
    expect((await call(t.baseUrl, 'POST', '/api/admin/calendar-feeds', { bearer: b, body: { offices: ['remote'] } })).status).toBe(201);

    expect((await call(t.baseUrl, 'GET', '/api/admin/calendar-feeds', { bearer: a })).body).toEqual([expect.objectContaining({ id: feed.body['id'] })]);
    expect((await call(t.baseUrl, 'GET', '/api/admin/me/notifications', { bearer: a })).body).toMatchObject({ payment_received: 'off' });
    expect((await fetch((feed.body['url'] as string).replace(t.config.publicUrl, t.baseUrl))).status).toBe(200);
  });

  it("Idempotency-Key is per caller through the real guards: B reusing A's key and body gets a referral of its own, not A's answer", async () => {
    const a = await person('idem-a');
    const b = await person('idem-b');
    const body = friend(uniqueEmail('shared-friend'));
    const headers = { 'idempotency-key': `shared-${process.pid}` };
    const first = await call(t.baseUrl, 'POST', '/api/referrals', { bearer: a.token, body, headers });
    const again = await call(t.baseUrl, 'POST', '/api/referrals', { bearer: a.token, body, headers });
    const other = await call(t.baseUrl, 'POST', '/api/referrals', { bearer: b.token, body, headers });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body['id']).not.toBe(first.body['id']);
    const listed = async (token: string) =>
      ((await call(t.baseUrl, 'GET', '/api/referrals', { bearer: token })).body['items'] as Array<{ id: string }>).map((r) => r.id);
    expect(await listed(a.token)).toEqual([first.body['id']]);
    expect(await listed(b.token)).toEqual([other.body['id']]);
  });
});

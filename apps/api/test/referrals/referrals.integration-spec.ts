import { DataSource } from 'typeorm';
import { runStaffCommand } from '../../src/cli/staff';
import { EventBus } from '../../src/platform/events/event-bus';
import { LeadCreated } from '../../src/platform/events/lead-created.event';
import { signUpRaw } from '../support/auth-http';
import { FAST_AUTH_ENV, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { mailReceivedBy, outboxDrained } from '../support/outbox';
import { sql } from '../support/sql';
import { call, claimTokenIn, friend, refusalUrlIn } from './referral-helpers';

describe('referrals: ownership, workflow, mailbox proof, invitations, share links', () => {
  let t: AuthTestApp;
  let staff: string;
  const api = (method: string, path: string, options: Parameters<typeof call>[3] = {}) => call(t.baseUrl, method, `/api${path}`, options);

  async function referrer(label = 'referrer'): Promise<{ email: string; token: string; id: string }> {
    const email = uniqueEmail(label);
    const tokens = await signUpRaw(t.authUrl, email);
    return { email, token: tokens.access_token, id: tokens.user.id };
  }

  async function refer(bearer: string, friendEmail = uniqueEmail('friend')): Promise<string> {
    const res = await api('POST', '/referrals', { bearer, body: friend(friendEmail) });
    expect(res.status).toBe(201);
    return res.body['id'] as string;
  }

  const patch = (id: string, body: Record<string, unknown>) => api('PATCH', `/admin/referrals/${id}`, { bearer: staff, body });
  const versionOf = async (id: string) => (await api('GET', `/admin/referrals/${id}`, { bearer: staff })).body['version'] as number;

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test', REFERRAL_FRIEND_DISCOUNT_CENTS: '2500' });
    const s = await referrer('staff');
    const code = await runStaffCommand([s.email], {
      env: { ...FAST_AUTH_ENV, NODE_ENV: 'test', DATABASE_URL: t.database.url, SMTP_URL: t.smtp.url, LOG_LEVEL: 'silent' },
      stdout: () => undefined,
      stderr: () => undefined,
      readStdin: async () => '',
    });
    expect(code).toBe(0);
    staff = s.token;
  });
  afterAll(() => t.close());

  it('shows a referrer only their own rows: list, summary, by id and a cursor taken from another referrer', async () => {
    const a = await referrer('a');
    const b = await referrer('b');
    for (let i = 0; i < 3; i++) await refer(a.token);
    const bIds = [await refer(b.token), await refer(b.token)];

    const aFirst = await api('GET', '/referrals?limit=2', { bearer: a.token });
    expect(aFirst.status).toBe(200);
    expect(aFirst.body['items']).toHaveLength(2);
    const aSecond = await api('GET', `/referrals?limit=2&cursor=${String(aFirst.body['nextCursor'])}`, { bearer: a.token });
    expect(aSecond.body).toMatchObject({ nextCursor: null });
    expect(aSecond.body['items']).toHaveLength(1);
    const aIds = [...(aFirst.body['items'] as { id: string }[]), ...(aSecond.body['items'] as { id: string }[])].map((r) => r.id);
    expect(aIds.some((id) => bIds.includes(id))).toBe(false);

    // B's cursor (or one forged to point past any row) only moves A along A's own rows.
    const bPage = await api('GET', '/referrals?limit=1', { bearer: b.token });
    const fromB = await api('GET', `/referrals?cursor=${String(bPage.body['nextCursor'])}`, { bearer: a.token });
    expect((fromB.body['items'] as { id: string }[]).every((r) => aIds.includes(r.id))).toBe(true);
    const forged = Buffer.from(JSON.stringify(['2999-01-01T00:00:00Z', bIds[0]])).toString('base64url');
    const all = await api('GET', `/referrals?cursor=${forged}`, { bearer: a.token });
    expect((all.body['items'] as { id: string }[]).map((r) => r.id).sort()).toEqual([...aIds].sort());
    expect(await api('GET', '/referrals?cursor=not-a-cursor', { bearer: a.token })).toMatchObject({ status: 400, body: { errors: [{ field: 'cursor' }] } });
    // An id of the right length that is no UUID is refused as a cursor, never handed to PostgreSQL's ::uuid cast (a 500).
    const notUuid = Buffer.from(JSON.stringify(['2026-01-01 00:00:00+00', '-'.repeat(36)])).toString('base64url');
    expect(await api('GET', `/referrals?cursor=${notUuid}`, { bearer: a.token })).toMatchObject({ status: 400, body: { errors: [{ field: 'cursor' }] } });

    expect((await api('GET', '/referrals/summary', { bearer: a.token })).body).toEqual({ total: 3, pending: 3, completed: 0, earningsCents: 0 });
    expect((await api('GET', `/admin/referrals/${bIds[0]}`, { bearer: a.token })).status).toBe(403);
    expect((await api('GET', '/referrals')).status).toBe(401);
  });

  it('refuses self-referral and the same friend twice by one referrer, naming friendEmail', async () => {
    const a = await referrer('self');
    expect(await api('POST', '/referrals', { bearer: a.token, body: friend(a.email.toUpperCase()) })).toMatchObject({
      status: 422,
      body: { code: 'self_referral', errors: [{ field: 'friendEmail' }] },
    });
    const f = uniqueEmail('twice');
    await refer(a.token, f);
    expect(await api('POST', '/referrals', { bearer: a.token, body: friend(f.toUpperCase()) })).toMatchObject({
      status: 422,
      body: { code: 'already_referred', errors: [{ field: 'friendEmail' }] },
    });
  });

  it('moves forward only, requires the reward at completed within the bounds and a reason to decline', async () => {
    const a = await referrer('flow');
    const id = await refer(a.token);
    let v = await versionOf(id);
    const illegal = async (body: Record<string, unknown>, field: string) =>
      expect(await patch(id, { ...body, version: v })).toMatchObject({ status: 422, body: { errors: [{ field }] } });
    await illegal({ status: 'completed', rewardCents: 3500 }, 'status');
    await illegal({ status: 'paid' }, 'status');
    await illegal({ status: 'declined' }, 'declineReason');
    const step = async (body: Record<string, unknown>) => {
      const res = await patch(id, { ...body, version: v });
      expect(res.status).toBe(200);
      v = res.body['version'] as number;
      return res.body;
    };
    expect(await step({ status: 'contacted' })).toMatchObject({ status: 'contacted', rewardCents: null });
    await illegal({ status: 'contacted' }, 'status');
    await illegal({ status: 'completed' }, 'rewardCents');
    await illegal({ status: 'completed', rewardCents: 1999 }, 'rewardCents');
    await illegal({ status: 'completed', rewardCents: 5001 }, 'rewardCents');
    expect(await step({ status: 'completed', rewardCents: 2000 })).toMatchObject({ status: 'completed', rewardCents: 2000 });
    expect(await step({ status: 'completed', rewardCents: 5000 })).toMatchObject({ status: 'completed', rewardCents: 5000 });
    await illegal({ status: 'contacted' }, 'status');
    await illegal({ status: 'paid', rewardCents: 3000 }, 'rewardCents');
    expect(await step({ status: 'paid' })).toMatchObject({ status: 'paid', rewardCents: 5000 });
    for (const status of ['contacted', 'completed', 'declined'])
      await illegal({ status, rewardCents: status === 'completed' ? 3000 : undefined, declineReason: status === 'declined' ? 'x' : undefined }, 'status');

    const other = await refer(a.token);
    expect(await patch(other, { status: 'declined', declineReason: 'Friend already a client', version: await versionOf(other) })).toMatchObject({
      status: 200,
      body: { status: 'declined', declineReason: 'Friend already a client' },
    });
    expect(await patch(other, { status: 'contacted', version: await versionOf(other) })).toMatchObject({ status: 422 });
    const audited = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM audit_log WHERE subject_id = $1 AND action = 'referral.updated'`, [
      id,
    ]);
    expect(audited[0]!.n).toBe(4);
  });

  it('of two PATCHes carrying the same version, one wins and the other gets 409', async () => {
    const a = await referrer('race');
    const id = await refer(a.token);
    const version = await versionOf(id);
    const results = await Promise.all([
      patch(id, { status: 'contacted', version }),
      patch(id, { status: 'declined', declineReason: 'duplicate lead', version }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({ code: 'version_conflict' });
  });

  it('computes the summary as the spec defines it (pending + contacted, completed + paid, paid rewards only)', async () => {
    const a = await referrer('sum');
    const ids = await Promise.all(Array.from({ length: 6 }, () => refer(a.token)));
    const walk = async (id: string, steps: Record<string, unknown>[]) => {
      for (const s of steps) expect((await patch(id, { ...s, version: await versionOf(id) })).status).toBe(200);
    };
    await walk(ids[1]!, [{ status: 'contacted' }]);
    await walk(ids[2]!, [{ status: 'contacted' }, { status: 'completed', rewardCents: 2500 }]);
    await walk(ids[3]!, [{ status: 'contacted' }, { status: 'completed', rewardCents: 3500 }, { status: 'paid' }]);
    await walk(ids[4]!, [{ status: 'contacted' }, { status: 'completed', rewardCents: 2000 }, { status: 'paid' }]);
    await walk(ids[5]!, [{ status: 'declined', declineReason: 'not eligible' }]);
    expect((await api('GET', '/referrals/summary', { bearer: a.token })).body).toEqual({ total: 6, pending: 2, completed: 3, earningsCents: 5500 });
  });

  it('a signed-out referral joins an account only through the link sent to the referrer, never by signing up with the address', async () => {
    const referrerEmail = uniqueEmail('signedout');
    const created = await api('POST', '/referrals', { body: friend(uniqueEmail('friend'), { referrerEmail: referrerEmail.toUpperCase() }) });
    expect(created).toMatchObject({ status: 201, body: { status: 'pending', attached: false } });
    await outboxDrained(t.app, t.database.url);
    const token = claimTokenIn(await t.smtp.next(referrerEmail));

    // An account made with that address (confirmation off: nothing proven) sees nothing.
    const squatter = await signUpRaw(t.authUrl, referrerEmail);
    expect((await api('GET', '/referrals', { bearer: squatter.access_token })).body['items']).toEqual([]);
    // The link's token in another account's hands attaches nothing.
    const other = await referrer('other');
    expect(await api('POST', '/referrals/claims', { bearer: other.token, body: { token } })).toMatchObject({ status: 422, body: { code: 'claim_not_valid' } });
    expect((await api('GET', '/referrals', { bearer: other.token })).body['items']).toEqual([]);
    // Whoever reads the mailbox and is signed in with the address attaches it, once.
    expect(await api('POST', '/referrals/claims', { bearer: squatter.access_token, body: { token } })).toMatchObject({ status: 200, body: { attached: 1 } });
    expect((await api('GET', '/referrals', { bearer: squatter.access_token })).body['items']).toMatchObject([{ id: created.body['id'] }]);
    expect(await api('POST', '/referrals/claims', { bearer: squatter.access_token, body: { token } })).toMatchObject({ status: 422 });
  });

  it('invites one friend address at most once in 30 days whatever the referrer, with a working one-click refusal', async () => {
    const f = uniqueEmail('invited');
    const a = await referrer('inviter-a');
    const b = await referrer('inviter-b');
    await refer(a.token, f);
    await refer(b.token, f.toUpperCase());
    await outboxDrained(t.app, t.database.url);
    expect(mailReceivedBy(t.smtp, f)).toEqual(['A friend recommended Huron Tax & Accounting']);
    const invitation = await t.smtp.next(f);
    expect(invitation.text).toContain('Rita recommended Huron Tax & Accounting');
    expect(invitation.text).toContain('special discount');
    expect(invitation.text).toContain('23814 Michigan Ave, Dearborn, MI 48124');
    const refuseUrl = refusalUrlIn(invitation);
    expect(invitation.headers['list-unsubscribe']).toBe(`<${refuseUrl}>`);
    expect(invitation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // After 30 days another referral invites again...
    await sql(t.database.url, `UPDATE referral_invitations SET last_sent_at = now() - interval '31 days' WHERE email = $1`, [f]);
    await refer((await referrer('inviter-c')).token, f);
    await outboxDrained(t.app, t.database.url);
    expect(mailReceivedBy(t.smtp, f)).toHaveLength(2);
    const second = await t.smtp.next(f);

    // ...until the address refuses by the one-click POST (form-encoded, RFC 8058): then never again.
    const path = new URL(refusalUrlIn(second)).pathname;
    const oneClick = await fetch(`${t.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await call(t.baseUrl, 'GET', path)).body['html']).toContain('<form method="post">');
    await sql(t.database.url, `UPDATE referral_invitations SET last_sent_at = now() - interval '365 days' WHERE email = $1`, [f]);
    await refer((await referrer('inviter-d')).token, f);
    await outboxDrained(t.app, t.database.url);
    expect(mailReceivedBy(t.smtp, f)).toHaveLength(2);
    expect((await call(t.baseUrl, 'POST', '/api/referrals/refusals/unknown-token-value')).status).toBe(404);
  });

  it("a share link's welcome names the referrer's first name and the friend's discount, and nothing else", async () => {
    const a = await referrer('welcomer');
    await sql(t.database.url, `UPDATE user_profiles SET full_name = 'Sharon Q. Sharer' WHERE id = $1`, [a.id]);
    const code = (await api('GET', '/referrals/link', { bearer: a.token })).body['code'] as string;
    const welcome = await api('GET', `/referrals/codes/${code.toLowerCase()}`);
    expect(welcome.status).toBe(200);
    expect(welcome.body).toEqual({ firstName: 'Sharon', friendDiscountCents: 2500 });
    expect(JSON.stringify(welcome.body)).not.toContain(a.email);
    for (const unknown of ['ZZZZZZZZ', 'abc', 'ABCDEFGHJKMN']) {
      const answer = await api('GET', `/referrals/codes/${unknown}`);
      expect(answer).toMatchObject({ status: 404, body: { code: 'share_code_unknown' } });
    }
    await sql(t.database.url, `UPDATE user_profiles SET full_name = NULL WHERE id = $1`, [a.id]);
    expect((await api('GET', `/referrals/codes/${code}`)).body).toEqual({ firstName: null, friendDiscountCents: 2500 });
  });

  it('the share link sets the 60-day cookie, and a later lead carrying it becomes a pending referral once', async () => {
    const a = await referrer('sharer');
    const link = await api('GET', '/referrals/link', { bearer: a.token });
    expect(link).toMatchObject({ status: 200, body: { code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{8}$/) } });
    expect((await api('GET', '/referrals/link', { bearer: a.token })).body).toEqual(link.body);
    const code = link.body['code'] as string;
    expect(link.body['url']).toBe(`http://site.test/r/${code}`);

    const visit = await call(t.baseUrl, 'GET', `/r/${code}`);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe(`/?welcome=${code}`);
    expect(visit.headers.get('set-cookie')).toBe(`huron_ref=${code}; Max-Age=5184000; Path=/; SameSite=Lax; HttpOnly`);
    const cookie = /huron_ref=([^;]+)/.exec(visit.headers.get('set-cookie')!)![1]!;

    const lead = uniqueEmail('lead');
    const emit = (email: string, referralCode: string | null) =>
      t.app
        .get(DataSource)
        .transaction((manager) => t.app.get(EventBus).emit(new LeadCreated(manager, 'tax-intake', 'Lena Lead', email, '(734) 555-0100', referralCode)));
    await emit(lead, cookie);
    await emit(lead.toUpperCase(), cookie); // the friend was already referred: no second row
    await emit(uniqueEmail('nobody'), 'ZZZZZZZZ'); // a code that names nobody
    await emit(a.email, cookie); // the referrer's own lead
    const items = (await api('GET', '/referrals', { bearer: a.token })).body['items'];
    expect(items).toMatchObject([{ friendName: 'Lena Lead', friendEmail: lead, status: 'pending', rewardCents: null }]);
  });
});

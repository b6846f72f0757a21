import { refresh, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { apiCall, staffMember } from '../tax-intake/tax-intake-http';
import { validContactMessage } from '../intake/intake-http';

describe('/api/admin/people, /api/admin/audit and /api/admin/overview', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
  });
  afterAll(() => t.close());

  it('finds an account by part of its email and shows its sessions and second factor', async () => {
    const email = uniqueEmail('findme');
    const person = await signUpRaw(t.authUrl, email);
    const found = await apiCall<{ items: Array<{ id: string; email: string; staff: boolean }> }>(
      t,
      'GET',
      `/admin/people?email=${encodeURIComponent(email.slice(0, 12))}`,
      { token: staff.token },
    );
    expect(found.body.items).toContainEqual(expect.objectContaining({ id: person.user.id, email, staff: false }));
    const detail = await apiCall(t, 'GET', `/admin/people/${person.user.id}`, { token: staff.token });
    expect(detail.body).toMatchObject({ id: person.user.id, authenticatorApp: false, sessions: [{ aal: 'aal1', createdAt: expect.any(String) }] });
    expect((await apiCall(t, 'GET', '/admin/people/00000000-0000-4000-8000-000000000000', { token: staff.token })).status).toBe(404);
  });

  it('grants the staff role, refuses removing your own, and removal ends their sessions', async () => {
    const other = await signUpRaw(t.authUrl, uniqueEmail('colleague'));
    const granted = await apiCall(t, 'PUT', `/admin/people/${other.user.id}/staff`, { token: staff.token });
    expect(granted.body).toMatchObject({ staff: true });
    expect((await apiCall(t, 'GET', '/admin/overview', { token: other.access_token })).status).toBe(200);

    expect(await apiCall(t, 'DELETE', `/admin/people/${staff.id}/staff`, { token: staff.token })).toMatchObject({
      status: 409,
      body: { code: 'own_staff_role' },
    });
    const removed = await apiCall(t, 'DELETE', `/admin/people/${other.user.id}/staff`, { token: staff.token });
    expect(removed.body).toMatchObject({ staff: false, sessions: [] });
    expect((await refresh(t.authUrl, other.refresh_token)).status).toBe(400);
  });

  it('two staff members removing each other at once leave one of them', async () => {
    const a = await signUpRaw(t.authUrl, uniqueEmail('a'));
    const b = await signUpRaw(t.authUrl, uniqueEmail('b'));
    await sql(
      t.database.url,
      `UPDATE auth.users SET raw_app_meta_data = jsonb_set(raw_app_meta_data, '{roles}', '[]') WHERE raw_app_meta_data -> 'roles' ? 'staff'`,
    );
    await sql(t.database.url, `UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"roles":["staff"]}' WHERE id IN ($1, $2)`, [
      a.user.id,
      b.user.id,
    ]);
    const answers = await Promise.all([
      apiCall(t, 'DELETE', `/admin/people/${b.user.id}/staff`, { token: a.access_token }),
      apiCall(t, 'DELETE', `/admin/people/${a.user.id}/staff`, { token: b.access_token }),
    ]);
    staff = await staffMember(t); // for the tests after this one
    // The loser is refused: its session ended with its role (401), or the staff check saw the role gone (403), or it
    // passed that check and then found itself the last staff member (409).
    const [winner, loser] = [...answers].sort((x, y) => x.status - y.status);
    expect(winner!.status).toBe(200);
    expect([401, 403, 409]).toContain(loser!.status);
    if (loser!.status === 409) expect(loser!.body).toMatchObject({ code: 'last_staff_member' });
    const [{ n }] = (await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM auth.users WHERE raw_app_meta_data -> 'roles' ? 'staff'`)) as [
      { n: number },
    ];
    expect(n).toBe(2); // the winner and the suite's new staff member
  });

  it('signing someone out everywhere revokes every refresh token', async () => {
    const email = uniqueEmail('everywhere');
    const first = await signUpRaw(t.authUrl, email);
    const second = await signInAs(t, { user: { email } });
    const res = await apiCall(t, 'POST', `/admin/people/${first.user.id}/sign-out`, { token: staff.token });
    expect(res).toMatchObject({ status: 200, body: { sessionsEnded: 2 } });
    expect((await refresh(t.authUrl, first.refresh_token)).status).toBe(400);
    expect((await refresh(t.authUrl, second.refresh_token)).status).toBe(400);
  });

  it('keeps the audit log append-only, with who, what, when and from where, filterable by person, record and day', async () => {
    const message = await apiCall(t, 'POST', '/intake/contact', { body: validContactMessage() });
    const id = message.body['id'] as string;
    await apiCall(t, 'GET', `/admin/contact-messages/${id}`, { token: staff.token, headers: { 'x-forwarded-for': '203.0.113.9' } });
    await apiCall(t, 'PATCH', `/admin/contact-messages/${id}`, { token: staff.token, body: { status: 'done', version: 1 } });

    const bySubject = await apiCall<{ items: Array<Record<string, unknown>> }>(t, 'GET', `/admin/audit?subjectType=contact_messages&subjectId=${id}`, {
      token: staff.token,
    });
    expect(bySubject.body.items).toEqual([
      expect.objectContaining({
        action: 'contact_messages.updated',
        actorId: staff.id,
        actorEmail: expect.stringContaining('@'),
        details: { fields: ['status'], status: { before: 'new', after: 'done' } },
        clientAddress: expect.any(String),
      }),
      expect.objectContaining({ action: 'contact_messages.read', actorId: staff.id, requestId: expect.any(String) }),
    ]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Detroit' });
    const byActor = await apiCall<{ items: Array<{ actorId: string }>; nextCursor: string | null }>(
      t,
      'GET',
      `/admin/audit?actor=${staff.id}&from=${today}&to=${today}&limit=2`,
      { token: staff.token },
    );
    expect(byActor.body.items).toHaveLength(2);
    expect(byActor.body.items.every((entry) => entry.actorId === staff.id)).toBe(true);
    const next = await apiCall<{ items: Array<{ id: string }> }>(t, 'GET', `/admin/audit?actor=${staff.id}&limit=2&cursor=${byActor.body.nextCursor}`, {
      token: staff.token,
    });
    expect(next.body.items.length).toBeGreaterThan(0);
    expect((await apiCall(t, 'GET', '/admin/audit?cursor=abc', { token: staff.token })).body).toMatchObject({ status: 400, errors: [{ field: 'cursor' }] });
    expect((await apiCall(t, 'GET', '/admin/audit?actor=not-a-uuid', { token: staff.token })).body).toMatchObject({
      status: 400,
      errors: [{ field: 'actor' }],
    });

    for (const statement of ['UPDATE audit_log SET action = $1', 'DELETE FROM audit_log WHERE action <> $1', 'TRUNCATE audit_log']) {
      await expect(sql(t.database.url, statement, statement.includes('$1') ? ['tampered'] : [])).rejects.toThrow(/append-only/);
    }
  });

  it('counts what came in today and this week per kind and office', async () => {
    const before = await apiCall<{ leads: Array<{ kind: string; counts: { today: number }; byOffice: Array<{ office: string; today: number }> }> }>(
      t,
      'GET',
      '/admin/overview',
      { token: staff.token },
    );
    const contactBefore = before.body.leads.find((lead) => lead.kind === 'contact-messages')!;
    await apiCall(t, 'POST', '/intake/contact', { body: validContactMessage({ office: 'ann-arbor' }) });
    const after = await apiCall<typeof before.body & { timeZone: string; paymentsToday: { count: number } }>(t, 'GET', '/admin/overview', {
      token: staff.token,
    });
    const contactAfter = after.body.leads.find((lead) => lead.kind === 'contact-messages')!;
    expect(contactAfter.counts.today).toBe(contactBefore.counts.today + 1);
    const annArbor = (lead: typeof contactAfter) => lead.byOffice.find((o) => o.office === 'ann-arbor')?.today ?? 0;
    expect(annArbor(contactAfter)).toBe(annArbor(contactBefore) + 1);
    expect(after.body.leads.map((lead) => lead.kind)).toEqual(['contact-messages', 'tax-intakes', 'group-registrations', 'applications']);
    expect(after.body).toMatchObject({
      timeZone: 'America/Detroit',
      appointmentsToday: expect.any(Number),
      paymentsToday: { count: expect.any(Number), amountCents: expect.any(Number) },
      referralsAwaitingDecision: expect.any(Number),
    });
  });
});

/** A password sign-in of an account made with signUpRaw's default password. */
async function signInAs(t: AuthTestApp, person: { user: { email: string } }) {
  const res = await fetch(`${t.authUrl}/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.user.email, password: 'correct horse battery' }),
  });
  return (await res.json()) as { access_token: string; refresh_token: string };
}

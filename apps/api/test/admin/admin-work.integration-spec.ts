import { contact, freeTimes } from '../booking/booking-helpers';
import { validApplication } from '../careers/careers-http';
import { validContactMessage, validGroupRegistration } from '../intake/intake-http';
import { signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { apiCall, staffMember, validIntake } from '../tax-intake/tax-intake-http';

type Errors = { code: string; errors?: Array<{ field: string }> };
type Item = { id: string; version: number; assigneeId: string | null; assigneeName: string | null; status: string };

/** Issue 45, work: assignment on every lead kind, My work, bulk actions, appointment outcomes and the calendar. */
describe('staff work: assignment, My work, bulk actions, outcomes, calendar', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };
  let colleague: { id: string; token: string };
  let client: { id: string; token: string };
  const made: Record<string, string[]> = {};

  const get = <T = Record<string, unknown>>(path: string, token = staff.token) => apiCall<T>(t, 'GET', path, { token });
  const patch = <T = Record<string, unknown>>(path: string, body: unknown, token = staff.token) => apiCall<T>(t, 'PATCH', path, { token, body });
  const bulk = <T = Record<string, unknown>>(body: unknown, token = staff.token) => apiCall<T>(t, 'POST', '/admin/bulk', { token, body });
  const fields = (body: Errors) => (body.errors ?? []).map((error) => error.field);

  async function create(kind: string, path: string, body: unknown): Promise<string> {
    const res = await apiCall<{ id: string }>(t, 'POST', path, { body });
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    (made[kind] ??= []).push(res.body.id);
    return res.body.id;
  }

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test' });
    staff = await staffMember(t);
    colleague = await staffMember(t);
    const signedUp = await signUpRaw(t.authUrl, uniqueEmail('client'));
    client = { id: signedUp.user.id, token: signedUp.access_token };
    for (let i = 0; i < 3; i++) {
      await create('contact-messages', '/intake/contact', validContactMessage({ name: `Work ${i}` }));
      await create('group-registrations', '/intake/group-registrations', validGroupRegistration());
      await create('tax-intakes', '/intake/tax-info', validIntake({ email: uniqueEmail('intake') }));
      await create('applications', '/careers/applications', await validApplication(t));
    }
    const times = await freeTimes(t.baseUrl);
    for (const startsAt of times.slice(0, 3)) {
      await create('appointments', '/booking/appointments', { ...contact(uniqueEmail('booker')), office: 'dearborn', service: 'individual-return', startsAt });
    }
  });
  afterAll(() => t.close());

  /** The record as its list shows it (appointments have no detail route). */
  async function listed(kind: string, id: string, query = ''): Promise<Item | undefined> {
    const res = await get<{ items: Item[] }>(`/admin/${kind}?limit=100${query}`);
    expect(res.status).toBe(200);
    return res.body.items.find((item) => item.id === id);
  }

  describe.each(['contact-messages', 'group-registrations', 'tax-intakes', 'applications', 'appointments'])('%s', (kind) => {
    it('assigns to a staff member with the version seen, shows the assignee and filters by it; unassigns', async () => {
      const id = made[kind]![0]!;
      const before = (await listed(kind, id))!;
      expect(before.assigneeId).toBeNull();
      const res = await patch<Item>(`/admin/${kind}/${id}`, { assigneeId: staff.id, version: before.version });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ assigneeId: staff.id, assigneeName: expect.any(String), version: before.version + 1 });
      expect(await listed(kind, id, '&assignee=me')).toMatchObject({ assigneeId: staff.id });
      expect(await listed(kind, id, `&assignee=${staff.id}`)).toBeDefined();
      expect(await listed(kind, id, `&assignee=${colleague.id}`)).toBeUndefined();
      expect(await listed(kind, id, '&assignee=none')).toBeUndefined();
      expect(await listed(kind, made[kind]![1]!, '&assignee=none')).toBeDefined();
      if (kind !== 'appointments') expect((await get<Item>(`/admin/${kind}/${id}`)).body).toMatchObject({ assigneeId: staff.id });

      const audited = await sql<{ details: { fields: string[] } }>(
        t.database.url,
        `SELECT details FROM audit_log WHERE subject_id = $1 AND action LIKE '%updated' ORDER BY created_at DESC LIMIT 1`,
        [id],
      );
      expect(JSON.stringify(audited[0]?.details)).toMatch(/assignee/i);

      const unassigned = await patch<Item>(`/admin/${kind}/${id}`, { assigneeId: null, version: before.version + 1 });
      expect(unassigned.status).toBe(200);
      expect(unassigned.body.assigneeId).toBeNull();
    });

    it('refuses a stale version (409), a non-staff or unknown assignee and a malformed one (400 naming assigneeId)', async () => {
      const id = made[kind]![2]!;
      const current = (await listed(kind, id))!;
      const stale = await patch<Errors>(`/admin/${kind}/${id}`, { assigneeId: staff.id, version: current.version + 5 });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('version_conflict');
      for (const assigneeId of [client.id, '00000000-0000-4000-8000-000000000001', 'someone']) {
        const bad = await patch<Errors>(`/admin/${kind}/${id}`, { assigneeId, version: current.version });
        expect(bad.status).toBe(400);
        expect(fields(bad.body)).toContain('assigneeId');
      }
      expect((await listed(kind, id))!.version).toBe(current.version);
      const badFilter = await get<Errors>(`/admin/${kind}?assignee=everyone`);
      expect(badFilter.status).toBe(400);
      expect(fields(badFilter.body)).toContain('assignee');
    });
  });

  it('My work: what is assigned to me, by kind and status, with counts and the first open records', async () => {
    const me = await staffMember(t);
    const ids = made['contact-messages']!.slice(1, 3);
    expect((await bulk({ kind: 'contact-messages', ids, action: { type: 'assign', assigneeId: me.id } })).status).toBe(200);
    const intake = made['tax-intakes']![1]!;
    expect((await bulk({ kind: 'tax-intakes', ids: [intake], action: { type: 'assign', assigneeId: me.id } })).status).toBe(200);
    expect((await bulk({ kind: 'tax-intakes', ids: [intake], action: { type: 'status', status: 'done' } })).status).toBe(200);

    const res = await get<{ kinds: Array<{ kind: string; total: number; byStatus: Array<{ status: string; count: number }>; items: Array<{ id: string }> }> }>(
      '/admin/my-work',
      me.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.kinds.map((k) => k.kind)).toEqual(['contact-messages', 'tax-intakes', 'appointments', 'applications', 'group-registrations']);
    const byKind = Object.fromEntries(res.body.kinds.map((k) => [k.kind, k]));
    expect(byKind['contact-messages']).toMatchObject({ total: 2, byStatus: [{ status: 'new', count: 2 }] });
    expect(byKind['contact-messages']!.items.map((i) => i.id).sort()).toEqual([...ids].sort());
    // Done is counted but is no longer work to do.
    expect(byKind['tax-intakes']).toMatchObject({ total: 1, byStatus: [{ status: 'done', count: 1 }], items: [] });
    expect(byKind['appointments']).toMatchObject({ total: 0, byStatus: [], items: [] });
    // The sidebar's My work count: the open ones (two new contact messages; the done intake is not work any more).
    const queues = await get<{ counts: Record<string, number> }>('/admin/queues', me.token);
    expect(queues.body.counts['myWork']).toBe(2);
  });

  describe('bulk actions', () => {
    it('assigns two records in one go, one audit entry per record', async () => {
      const ids = made['group-registrations']!.slice(0, 2);
      const res = await bulk<{ changed: number; items: Array<{ id: string; version: number }> }>({
        kind: 'group-registrations',
        ids,
        action: { type: 'assign', assigneeId: colleague.id },
      });
      expect(res.status).toBe(200);
      expect(res.body.changed).toBe(2);
      for (const id of ids) expect((await listed('group-registrations', id))!.assigneeId).toBe(colleague.id);
      const audited = await sql<{ subject_id: string }>(
        t.database.url,
        `SELECT subject_id FROM audit_log WHERE subject_id = ANY($1::text[]) AND details->>'bulk' = 'true' AND details->'assignee'->>'after' = $2`,
        [ids, colleague.id],
      );
      expect(audited.map((row) => row.subject_id).sort()).toEqual([...ids].sort());
    });

    it('changes nothing when one id does not exist, or the status is not one the kind allows (400 naming the field)', async () => {
      const id = made['applications']![1]!;
      const before = (await listed('applications', id))!;
      const unknown = await bulk<Errors>({
        kind: 'applications',
        ids: [id, '00000000-0000-4000-8000-0000000000ff'],
        action: { type: 'status', status: 'done' },
      });
      expect(unknown.status).toBe(400);
      expect(fields(unknown.body)).toEqual(['ids']);
      const wrongStatus = await bulk<Errors>({ kind: 'applications', ids: [id], action: { type: 'status', status: 'no_show' } });
      expect(wrongStatus.status).toBe(400);
      expect(fields(wrongStatus.body)).toEqual(['action.status']);
      const notStaff = await bulk<Errors>({ kind: 'applications', ids: [id], action: { type: 'assign', assigneeId: client.id } });
      expect(notStaff.status).toBe(400);
      expect(fields(notStaff.body)).toEqual(['action.assigneeId']);
      expect(await listed('applications', id)).toMatchObject({ status: before.status, version: before.version, assigneeId: before.assigneeId });
    });

    it('refuses bad bodies naming the field', async () => {
      const id = made['applications']![0]!;
      const cases: Array<[unknown, string]> = [
        [{ kind: 'applications', ids: [], action: { type: 'status', status: 'done' } }, 'ids'],
        [{ kind: 'applications', ids: [id, id], action: { type: 'status', status: 'done' } }, 'ids'],
        [{ kind: 'applications', ids: Array.from({ length: 101 }, () => crypto.randomUUID()), action: { type: 'status', status: 'done' } }, 'ids'],
        [{ kind: 'applications', ids: ['not-a-uuid'], action: { type: 'status', status: 'done' } }, 'ids.0'],
        [{ kind: 'payments', ids: [id], action: { type: 'status', status: 'done' } }, 'kind'],
        [{ kind: 'applications', ids: [id], action: { type: 'delete' } }, 'action.type'],
      ];
      for (const [body, field] of cases) {
        const res = await bulk<Errors>(body);
        expect([res.status, fields(res.body)]).toEqual([400, [field]]);
      }
    });

    it('refuses an outcome for appointments that have not started', async () => {
      const res = await bulk<Errors>({ kind: 'appointments', ids: [made['appointments']![2]!], action: { type: 'status', status: 'completed' } });
      expect(res.status).toBe(400);
      expect(fields(res.body)).toEqual(['action.status']);
    });

    it('is for staff only: 401 signed out, 403 for a client', async () => {
      const body = { kind: 'applications', ids: [made['applications']![0]!], action: { type: 'status', status: 'done' } };
      expect((await apiCall(t, 'POST', '/admin/bulk', { body })).status).toBe(401);
      expect((await bulk(body, client.token)).status).toBe(403);
      expect((await get('/admin/my-work', client.token)).status).toBe(403);
      expect((await apiCall(t, 'GET', '/admin/my-work')).status).toBe(401);
    });
  });

  describe('appointment outcomes', () => {
    it('records completed or no-show only once the appointment has started, with the version seen', async () => {
      const [future, past] = [made['appointments']![1]!, made['appointments']![0]!];
      const upcoming = (await listed('appointments', future))!;
      const early = await patch<Errors>(`/admin/appointments/${future}`, { outcome: 'completed', version: upcoming.version });
      expect(early.status).toBe(400);
      expect(fields(early.body)).toEqual(['outcome']);

      await sql(t.database.url, `UPDATE booking_appointments SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' WHERE id = $1`, [
        past,
      ]);
      const seen = (await listed('appointments', past))!;
      const stale = await patch<Errors>(`/admin/appointments/${past}`, { outcome: 'no_show', version: seen.version + 1 });
      expect(stale.status).toBe(409);
      const done = await patch<Item>(`/admin/appointments/${past}`, { outcome: 'completed', version: seen.version });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ status: 'completed', version: seen.version + 1 });
      const bad = await patch<Errors>(`/admin/appointments/${past}`, { outcome: 'late', version: seen.version + 1 });
      expect(bad.status).toBe(400);
      expect(fields(bad.body)).toEqual(['outcome']);
    });
  });

  describe('calendar', () => {
    it('lists booked appointments in the range with office, preparer and status, filtered by office and preparer', async () => {
      const id = made['appointments']![2]!;
      const appointment = (await listed('appointments', id))!;
      expect((await patch(`/admin/appointments/${id}`, { assigneeId: colleague.id, version: appointment.version })).status).toBe(200);
      const startsAt = (appointment as unknown as { startsAt: string }).startsAt;
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(new Date(startsAt));
      const res = await get<{ from: string; to: string; items: Array<Record<string, unknown>> }>(`/admin/calendar?from=${day}&to=${day}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ from: day, to: day });
      expect(res.body.items).toContainEqual(
        expect.objectContaining({ id, office: 'dearborn', startsAt, status: 'confirmed', assigneeId: colleague.id, assigneeName: expect.any(String) }),
      );
      expect((await get<{ items: Array<{ id: string }> }>(`/admin/calendar?from=${day}&to=${day}&staff=${colleague.id}`)).body.items.map((i) => i.id)).toEqual([
        id,
      ]);
      expect((await get<{ items: unknown[] }>(`/admin/calendar?from=${day}&to=${day}&staff=me`)).body.items).toEqual([]);
      expect((await get<{ items: unknown[] }>(`/admin/calendar?from=${day}&to=${day}&office=ypsilanti`)).body.items).toEqual([]);
      expect((await get<{ items: unknown[] }>(`/admin/calendar`)).status).toBe(200);
    });

    it('refuses more than 31 days, a range the wrong way round and bad filters (400 naming the field); staff only', async () => {
      const cases: Array<[string, string]> = [
        ['from=2026-12-01&to=2027-01-01', 'to'],
        ['from=2026-12-10&to=2026-12-01', 'to'],
        ['from=tomorrow&to=2026-12-01', 'from'],
        ['from=2026-12-01&to=2026-12-07&office=paris', 'office'],
        ['from=2026-12-01&to=2026-12-07&staff=everyone', 'staff'],
      ];
      for (const [query, field] of cases) {
        const res = await get<Errors>(`/admin/calendar?${query}`);
        expect([query, res.status, fields(res.body)]).toEqual([query, 400, [field]]);
      }
      expect((await get('/admin/calendar?from=2026-12-01&to=2026-12-31')).status).toBe(200);
      expect((await get('/admin/calendar', client.token)).status).toBe(403);
      expect((await apiCall(t, 'GET', '/admin/calendar')).status).toBe(401);
    });
  });
});

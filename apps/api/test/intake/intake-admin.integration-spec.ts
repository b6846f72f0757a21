import { signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { apiCall, staffMember } from '../tax-intake/tax-intake-http';
import { validContactMessage, validGroupRegistration } from './intake-http';

type Page = { items: Array<{ id: string; status: string; version: number }>; nextCursor: string | null };

/** The two kinds of intake lead staff work through the same routes: what to post, and where they are listed. */
const kinds = [
  {
    route: 'contact-messages',
    label: 'Contact message',
    table: 'contact_messages',
    post: '/intake/contact',
    make: (i: number, office: string) => validContactMessage({ name: `Listed Person ${i}`, email: `listed.${i}.contact@example.com`, office }),
    shown: (i: number) => ({ name: `Listed Person ${i}`, message: 'I need help with an amended 2023 return.' }),
  },
  {
    route: 'group-registrations',
    label: 'Group registration',
    table: 'group_registrations',
    post: '/intake/group-registrations',
    make: (i: number, office: string) => validGroupRegistration({ contactName: `Listed Person ${i}`, email: `listed.${i}.group@example.com`, office }),
    shown: (i: number) => ({ contactName: `Listed Person ${i}`, groupSize: 40, affiliate: 'union-12_winter' }),
  },
];

describe.each(kinds)('staff routes /api/admin/$route', ({ route, label, table, post, make, shown }) => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };
  const ids: string[] = [];

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
    for (const [i, office] of (['dearborn', 'ypsilanti', 'ann-arbor'] as const).entries()) {
      const res = await apiCall(t, 'POST', post, { body: make(i, office) });
      expect(res.status).toBe(201);
      ids.push(res.body['id'] as string);
    }
  });
  afterAll(() => t.close());

  it('refuses a signed-out caller (401) and a non-staff account (403) on every route', async () => {
    const member = await signUpRaw(t.authUrl, uniqueEmail());
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/admin/${route}`],
      ['GET', `/admin/${route}/${ids[0]}`],
      ['PATCH', `/admin/${route}/${ids[0]}`, { status: 'done', version: 1 }],
    ];
    for (const [method, path, body] of routes) {
      expect((await apiCall(t, method, path, { body })).status).toBe(401);
      expect(await apiCall(t, method, path, { body, token: member.access_token })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    }
    expect(await sql(t.database.url, `SELECT status, version FROM ${table} WHERE id = $1`, [ids[0]])).toEqual([{ status: 'new', version: 1 }]);
  });

  it('lists newest first in keyset pages, filters by office, status and days, searches name or email; each list is audited', async () => {
    const get = (query: string) => apiCall<Page>(t, 'GET', `/admin/${route}${query}`, { token: staff.token });
    const first = await get('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((i) => i.id)).toEqual([ids[2], ids[1]]);
    const second = await get(`?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: ids[0], status: 'new', version: 1 })], nextCursor: null });
    // A cursor says where a page continues, not what was filtered: neither page's audit entry names a filter.
    const pages = await sql(t.database.url, `SELECT details FROM audit_log WHERE actor_id = $1 AND action = $2 ORDER BY created_at, id`, [
      staff.id,
      `${table}.listed`,
    ]);
    expect(pages).toEqual([{ details: { count: 2, filters: [] } }, { details: { count: 1, filters: [] } }]);

    expect((await get('?office=ypsilanti')).body.items.map((i) => i.id)).toEqual([ids[1]]);
    expect((await get('?q=person%202')).body.items.map((i) => i.id)).toEqual([ids[2]]);
    expect((await get('?q=LISTED.1.')).body.items.map((i) => i.id)).toEqual([ids[1]]);
    expect((await get('?q=%25')).body.items).toEqual([]);
    expect((await get('?status=spam')).body.items).toEqual([]);
    expect((await get('?from=2000-01-01&to=2000-12-31')).body.items).toEqual([]);
    expect((await get('?from=2000-01-01')).body.items).toHaveLength(3);
    expect(await get('?cursor=garbage')).toMatchObject({ status: 400, body: { errors: [{ field: 'cursor' }] } });
    expect(await get('?limit=500')).toMatchObject({ status: 400, body: { errors: [{ field: 'limit' }] } });
    expect(await get('?status=archived')).toMatchObject({ status: 400, body: { errors: [{ field: 'status' }] } });

    const audit = await sql(t.database.url, `SELECT count(*)::int AS n FROM audit_log WHERE actor_id = $1 AND action = $2`, [staff.id, `${table}.listed`]);
    expect(audit).toEqual([{ n: 9 }]);
  });

  it('shows one record and audits the read; an unknown id is 404', async () => {
    const res = await apiCall(t, 'GET', `/admin/${route}/${ids[0]}`, { token: staff.token });
    expect(res).toMatchObject({
      status: 200,
      body: { id: ids[0], office: 'dearborn', status: 'new', version: 1, internalNote: null, referralCode: null, ...shown(0) },
    });
    expect(
      await sql(t.database.url, `SELECT action, subject_type, subject_id FROM audit_log WHERE actor_id = $1 AND subject_id = $2`, [staff.id, ids[0]]),
    ).toEqual([{ action: `${table}.read`, subject_type: table, subject_id: ids[0] }]);
    expect(await apiCall(t, 'GET', `/admin/${route}/9e4f3c2a-1b2c-4d5e-8f90-123456789abc`, { token: staff.token })).toMatchObject({
      status: 404,
      body: { message: `${label} not found` },
    });
    expect((await apiCall(t, 'GET', `/admin/${route}/not-a-uuid`, { token: staff.token })).status).toBe(400);
  });

  it('patches status and note at the current version; a stale version gets 409 and changes nothing; both audited once', async () => {
    const id = ids[1]!;
    const ok = await apiCall(t, 'PATCH', `/admin/${route}/${id}`, {
      token: staff.token,
      body: { status: 'in_progress', note: 'Called back, waiting for the member list', version: 1 },
    });
    expect(ok).toMatchObject({ status: 200, body: { id, status: 'in_progress', internalNote: 'Called back, waiting for the member list', version: 2 } });

    const stale = await apiCall(t, 'PATCH', `/admin/${route}/${id}`, { token: staff.token, body: { status: 'spam', version: 1 } });
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict', errors: [{ field: 'version' }] } });
    expect(await sql(t.database.url, `SELECT status, internal_note, version FROM ${table} WHERE id = $1`, [id])).toEqual([
      { status: 'in_progress', internal_note: 'Called back, waiting for the member list', version: 2 },
    ]);
    expect((await apiCall(t, 'GET', `/admin/${route}?status=in_progress`, { token: staff.token })).body['items']).toEqual([expect.objectContaining({ id })]);

    expect(await apiCall(t, 'PATCH', `/admin/${route}/${id}`, { token: staff.token, body: { version: 2 } })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'status' }] },
    });
    expect(
      await apiCall(t, 'PATCH', `/admin/${route}/9e4f3c2a-1b2c-4d5e-8f90-123456789abc`, { token: staff.token, body: { status: 'done', version: 1 } }),
    ).toMatchObject({ status: 404, body: { message: `${label} not found` } });

    const audit = await sql(t.database.url, `SELECT details FROM audit_log WHERE actor_id = $1 AND subject_id = $2 AND action = $3`, [
      staff.id,
      id,
      `${table}.updated`,
    ]);
    expect(audit).toEqual([{ details: { fields: ['status', 'internalNote'], status: { before: 'new', after: 'in_progress' } } }]);
  });
});

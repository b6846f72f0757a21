import { signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { apiCall, staffMember, validIntake } from './tax-intake-http';

describe('staff routes /api/admin/tax-intakes', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };
  const ids: string[] = [];

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
    for (const [i, office] of (['dearborn', 'ypsilanti', 'ann-arbor'] as const).entries()) {
      const res = await apiCall(t, 'POST', '/intake/tax-info', { body: validIntake({ fullName: `Listed Person ${i}`, office }) });
      ids.push(res.body['id'] as string);
    }
  });
  afterAll(() => t.close());

  it('refuses a signed-out caller (401) and a non-staff account (403) on every route', async () => {
    const member = await signUpRaw(t.authUrl, uniqueEmail());
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/admin/tax-intakes'],
      ['GET', `/admin/tax-intakes/${ids[0]}`],
      ['PATCH', `/admin/tax-intakes/${ids[0]}`, { status: 'done', version: 1 }],
    ];
    for (const [method, path, body] of routes) {
      expect((await apiCall(t, method, path, { body })).status).toBe(401);
      expect(await apiCall(t, method, path, { body, token: member.access_token })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    }
  });

  it('lists newest first in keyset pages, filters by office and searches by name; each read is audited', async () => {
    const first = await apiCall<{ items: Array<{ id: string }>; nextCursor: string | null }>(t, 'GET', '/admin/tax-intakes?limit=2', { token: staff.token });
    expect(first.status).toBe(200);
    expect(first.body.items.map((i) => i.id)).toEqual([ids[2], ids[1]]);
    const second = await apiCall<{ items: Array<{ id: string }>; nextCursor: string | null }>(
      t,
      'GET',
      `/admin/tax-intakes?limit=2&cursor=${first.body.nextCursor}`,
      { token: staff.token },
    );
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: ids[0], status: 'new', version: 1 })], nextCursor: null });

    const byOffice = await apiCall<{ items: Array<{ id: string }> }>(t, 'GET', '/admin/tax-intakes?office=ypsilanti', { token: staff.token });
    expect(byOffice.body.items.map((i) => i.id)).toEqual([ids[1]]);
    const byName = await apiCall<{ items: Array<{ id: string }> }>(t, 'GET', '/admin/tax-intakes?q=person%202', { token: staff.token });
    expect(byName.body.items.map((i) => i.id)).toEqual([ids[2]]);
    expect(await apiCall(t, 'GET', '/admin/tax-intakes?cursor=garbage', { token: staff.token })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'cursor' }] },
    });
    expect(await apiCall(t, 'GET', '/admin/tax-intakes?limit=500', { token: staff.token })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'limit' }] },
    });

    const audit = await sql(t.database.url, `SELECT count(*)::int AS n FROM audit_log WHERE actor_id = $1 AND action = 'tax_intake.listed'`, [staff.id]);
    expect(audit).toEqual([{ n: 4 }]);
  });

  it('shows one intake with its answers and documents, and audits the read', async () => {
    const res = await apiCall(t, 'GET', `/admin/tax-intakes/${ids[0]}`, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids[0],
      fullName: 'Listed Person 0',
      office: 'dearborn',
      schemaVersion: 1,
      dependents: expect.any(Array),
      documents: [],
      internalNote: null,
    });
    expect(
      await sql(t.database.url, `SELECT action, subject_type, subject_id FROM audit_log WHERE actor_id = $1 AND subject_id = $2`, [staff.id, ids[0]]),
    ).toEqual([{ action: 'tax_intake.read', subject_type: 'tax_intake', subject_id: ids[0] }]);
    expect((await apiCall(t, 'GET', '/admin/tax-intakes/9e4f3c2a-1b2c-4d5e-8f90-123456789abc', { token: staff.token })).status).toBe(404);
  });

  it('patches status and note when the version matches; a stale version gets 409 and changes nothing', async () => {
    const id = ids[1]!;
    const ok = await apiCall(t, 'PATCH', `/admin/tax-intakes/${id}`, {
      token: staff.token,
      body: { status: 'in_progress', note: 'Called, waiting for W-2', version: 1 },
    });
    expect(ok).toMatchObject({ status: 200, body: { status: 'in_progress', internalNote: 'Called, waiting for W-2', version: 2 } });

    const stale = await apiCall(t, 'PATCH', `/admin/tax-intakes/${id}`, { token: staff.token, body: { status: 'spam', version: 1 } });
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict' } });
    expect(await sql(t.database.url, `SELECT status, version FROM tax_intakes WHERE id = $1`, [id])).toEqual([{ status: 'in_progress', version: 2 }]);

    expect((await apiCall(t, 'PATCH', `/admin/tax-intakes/${id}`, { token: staff.token, body: { version: 2 } })).status).toBe(400);
    expect(
      (await apiCall(t, 'PATCH', '/admin/tax-intakes/9e4f3c2a-1b2c-4d5e-8f90-123456789abc', { token: staff.token, body: { status: 'done', version: 1 } }))
        .status,
    ).toBe(404);

    const audit = await sql(t.database.url, `SELECT details FROM audit_log WHERE actor_id = $1 AND subject_id = $2 AND action = 'tax_intake.updated'`, [
      staff.id,
      id,
    ]);
    expect(audit).toEqual([{ details: { fields: ['status', 'internal_note'], status: 'in_progress' } }]);
  });

  it('filters from/to by Michigan calendar days: an intake sent at 11:30 pm in Dearborn belongs to that day, not the next UTC day', async () => {
    const id = ids[0]!;
    await sql(t.database.url, `UPDATE tax_intakes SET created_at = '2026-03-10T03:30:00Z' WHERE id = $1`, [id]);
    const onDay = async (day: string) =>
      (await apiCall<{ items: Array<{ id: string }> }>(t, 'GET', `/admin/tax-intakes?from=${day}&to=${day}`, { token: staff.token })).body.items.map(
        (i) => i.id,
      );
    expect(await onDay('2026-03-09')).toEqual([id]);
    expect(await onDay('2026-03-10')).toEqual([]);
  });
});

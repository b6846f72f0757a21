import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { authFetch, type Tokens } from '../support/auth-http';
import { outboxDrained } from '../support/outbox';
import { codeIn } from '../support/smtp-sink';
import { sql } from '../support/sql';
import { validIntake } from '../tax-intake/tax-intake-http';
import { ACCEPTED, MARKER, upload } from '../uploads/upload-fixtures';
import { api as apiOf, proveMailbox, signUp, staffMember, type Person } from './engagement-support';

const pdf = ACCEPTED.find((f) => f.type === 'application/pdf')!;

describe('engagements: staff open and move returns, clients see their own, document requests', () => {
  let t: AuthTestApp;
  let staff: Person;
  const api = (method: string, path: string, options: Parameters<typeof apiOf>[3] = {}) => apiOf(t, method, path, options);
  const asStaff = (method: string, path: string, body?: unknown) => api(method, path, { bearer: staff.token, body });

  /** An engagement for a client who has proven the address (no invitation needed). */
  async function clientWithEngagement(label: string, body: Record<string, unknown> = {}): Promise<{ client: Person; engagement: Record<string, unknown> }> {
    const client = await proveMailbox(t, (await signUp(t, label)).email);
    const res = await asStaff('POST', '/admin/engagements', { clientEmail: client.email, taxYear: 2025, kind: 'individual', ...body });
    expect(res.status).toBe(201);
    return { client, engagement: res.body };
  }

  async function request(engagementId: string, type: 'document' | 'question', title = type === 'document' ? '2025 W-2 from Ford' : 'Did you move in 2025?') {
    const res = await asStaff('POST', `/admin/engagements/${engagementId}/requests`, { type, title });
    expect(res.status).toBe(201);
    return res.body as { id: string; version: number };
  }

  async function uploaded(): Promise<string> {
    const res = await upload(t.baseUrl, 'w2-ford.pdf', pdf.content);
    expect(res.status).toBe(201);
    return res.body['id'] as string;
  }

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test' });
    staff = await staffMember(t);
  });
  afterAll(() => t.close());

  it('invites a client without an account: the invitation signs them in without a password, and the portal shows the return', async () => {
    const email = uniqueEmail('invited');
    const created = await asStaff('POST', '/admin/engagements', { clientEmail: `  ${email.toUpperCase()} `, taxYear: 2025, kind: 'individual' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ clientEmail: email, clientUserId: null, status: 'documents_needed', internalStatus: 'active', version: 1 });
    expect(created.body['invitationSentAt']).toEqual(expect.any(String));
    await outboxDrained(t.app, t.database.url);
    const invitation = await t.smtp.next(email);
    expect(invitation.subject).toBe('Your Huron Tax & Accounting client portal');
    expect(invitation.text).toContain('redirect_to=http%3A%2F%2Fsite.test%2Fportal');
    expect(invitation.text).not.toMatch(/2025|individual|documents/i);

    const verified = await authFetch<Tokens>(t.authUrl, '/verify', { body: { type: 'email', email, token: codeIn(invitation) } });
    expect(verified.status).toBe(200);
    const token = verified.body.access_token;
    const list = await api('GET', '/portal/engagements', { bearer: token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      items: [expect.objectContaining({ id: created.body['id'], taxYear: 2025, kind: 'individual', status: 'documents_needed', openRequestCount: 0 })],
      nextCursor: null,
    });
    const item = (list.body['items'] as Record<string, unknown>[])[0]!;
    expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['internalStatus']));
    expect(JSON.stringify(list.body)).not.toMatch(/internal|clientEmail|assignee/);
    const staffView = await asStaff('GET', `/admin/engagements/${created.body['id'] as string}`);
    expect(staffView.body['clientUserId']).toBe(verified.body.user.id);
  });

  it('refuses a second engagement for the same email, tax year and kind, and bad input with the field named', async () => {
    const email = uniqueEmail('twice');
    expect((await asStaff('POST', '/admin/engagements', { clientEmail: email, taxYear: 2025, kind: 'business', invite: false })).status).toBe(201);
    const again = await asStaff('POST', '/admin/engagements', { clientEmail: email.toUpperCase(), taxYear: 2025, kind: 'business' });
    expect(again).toMatchObject({ status: 409, body: { code: 'engagement_exists' } });
    expect((await asStaff('POST', '/admin/engagements', { clientEmail: email, taxYear: 2024, kind: 'business', invite: false })).status).toBe(201);

    const bad: Array<[Record<string, unknown>, string]> = [
      [{ clientEmail: 'not-an-email', taxYear: 2025, kind: 'individual' }, 'clientEmail'],
      [{ clientEmail: email, taxYear: '2025x', kind: 'individual' }, 'taxYear'],
      [{ clientEmail: email, taxYear: 1999, kind: 'individual' }, 'taxYear'],
      [{ clientEmail: email, taxYear: 3000, kind: 'individual' }, 'taxYear'],
      [{ clientEmail: email, taxYear: 2025, kind: 'estate-of-mind' }, 'kind'],
      [{ clientEmail: `${'a'.repeat(300)}@example.com`, taxYear: 2025, kind: 'individual' }, 'clientEmail'],
    ];
    for (const [body, field] of bad) {
      const res = await asStaff('POST', '/admin/engagements', body);
      expect([res.status, JSON.stringify(res.body)]).toEqual([400, expect.stringContaining(`"field":"${field}"`)]);
    }
    const notStaff = await signUp(t, 'not-staff');
    const refused = await asStaff('POST', '/admin/engagements', { clientEmail: email, taxYear: 2023, kind: 'individual', assigneeUserId: notStaff.id });
    expect([refused.status, JSON.stringify(refused.body)]).toEqual([400, expect.stringContaining('"field":"assigneeUserId"')]);
    const malformed = await fetch(`${t.baseUrl}/api/admin/engagements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
      body: '{"clientEmail":',
    });
    expect(malformed.status).toBe(400);
  });

  it('moves the status with version (409 when stale), dates each step, shows IRS and Michigan apart, and keeps internal things from the client', async () => {
    const { client, engagement } = await clientWithEngagement('mover', { assigneeUserId: staff.id });
    const id = engagement['id'] as string;
    expect(engagement['assigneeUserId']).toBe(staff.id);
    await outboxDrained(t.app, t.database.url);

    const moved = await asStaff('PATCH', `/admin/engagements/${id}`, { status: 'received', internalStatus: 'on_hold', version: 1 });
    expect(moved).toMatchObject({ status: 200, body: { status: 'received', internalStatus: 'on_hold', version: 2 } });
    const stale = await asStaff('PATCH', `/admin/engagements/${id}`, { status: 'in_preparation', version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict' } });
    expect((await asStaff('PATCH', `/admin/engagements/${id}`, { version: 2 })).status).toBe(400);
    const efiled = await asStaff('PATCH', `/admin/engagements/${id}`, {
      status: 'efiled',
      irs: { result: 'accepted' },
      michigan: { result: 'rejected', nextStep: 'We fix the Michigan schedule and file again this week; nothing to do for you.' },
      version: 2,
    });
    expect(efiled.status).toBe(200);
    const note = await asStaff('POST', `/admin/engagements/${id}/notes`, { body: 'SECRET-NOTE: client disputes the 1099' });
    expect(note).toMatchObject({ status: 201, body: { body: 'SECRET-NOTE: client disputes the 1099', authorUserId: staff.id } });
    expect((await asStaff('POST', `/admin/engagements/${id}/notes`, { body: '   ' })).status).toBe(400);
    expect((await asStaff('POST', `/admin/engagements/${id}/notes`, { body: 'x'.repeat(5001) })).status).toBe(400);

    const staffDetail = await asStaff('GET', `/admin/engagements/${id}`);
    expect(staffDetail.body['notes']).toEqual([expect.objectContaining({ body: 'SECRET-NOTE: client disputes the 1099' })]);
    expect((staffDetail.body['history'] as Array<{ field: string }>).map((h) => h.field)).toEqual([
      'status',
      'status',
      'internal_status',
      'status',
      'irs',
      'michigan',
    ]);

    const detail = await api('GET', `/portal/engagements/${id}`, { bearer: client.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      status: 'efiled',
      irs: { result: 'accepted', nextStep: null, updatedAt: expect.any(String) },
      michigan: { result: 'rejected', nextStep: expect.stringContaining('Michigan schedule') },
    });
    expect((detail.body['history'] as Array<{ field: string; value: string; at: string }>).map((h) => [h.field, h.value])).toEqual([
      ['status', 'documents_needed'],
      ['status', 'received'],
      ['status', 'efiled'],
      ['irs', 'accepted'],
      ['michigan', 'rejected'],
    ]);
    for (const entry of detail.body['history'] as Array<{ at: string }>) expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    // The preparer is named to the client only by a name, never by email.
    expect(detail.body['preparerName']).toBeNull();
    await sql(t.database.url, `UPDATE auth.users SET raw_user_meta_data = raw_user_meta_data || '{"full_name":"Pat Preparer"}' WHERE id = $1`, [staff.id]);
    expect((await api('GET', `/portal/engagements/${id}`, { bearer: client.token })).body['preparerName']).toBe('Pat Preparer');
    expect((await api('GET', '/portal/engagements', { bearer: client.token })).body['items']).toEqual([
      expect.objectContaining({ preparerName: 'Pat Preparer' }),
    ]);
    await sql(t.database.url, `UPDATE auth.users SET raw_user_meta_data = raw_user_meta_data - 'full_name' WHERE id = $1`, [staff.id]);
    const everything = JSON.stringify(detail.body) + JSON.stringify((await api('GET', '/portal/engagements', { bearer: client.token })).body);
    expect(everything).not.toMatch(/SECRET-NOTE|on_hold|internal|actorUserId/);
    expect(everything).not.toContain(staff.email);

    await outboxDrained(t.app, t.database.url);
    const mails = t.smtp.received.filter((m) => m.to.includes(client.email) && m.subject === "Your return's status changed");
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('http://site.test/portal');
    const ownWords = mails[0]!.text.split('\n--\n')[0]!; // above the firm's footer (its address is on Michigan Ave)
    expect(ownWords).not.toMatch(/efiled|accepted|rejected|Michigan|IRS|received/i);

    // Every staff read is audited: the detail reads above.
    const reads = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM audit_log WHERE action = 'engagement.read' AND subject_id = $1`, [
      id,
    ]);
    expect(reads[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it("answers 404 for another client's engagement or request on every client route, and for a missing id", async () => {
    const a = await clientWithEngagement('owner-a');
    const b = await clientWithEngagement('owner-b');
    const aId = a.engagement['id'] as string;
    const doc = await request(aId, 'document');
    const question = await request(aId, 'question');
    const attempts = [
      await api('GET', `/portal/engagements/${aId}`, { bearer: b.client.token }),
      await api('GET', `/portal/engagements/${aId}/requests`, { bearer: b.client.token }),
      await api('POST', `/portal/requests/${doc.id}/files`, { bearer: b.client.token, body: { uploadIds: [await uploaded()] } }),
      await api('POST', `/portal/requests/${question.id}/answer`, { bearer: b.client.token, body: { answer: 'Yes' } }),
      await api('GET', `/portal/engagements/00000000-0000-4000-8000-000000000000`, { bearer: a.client.token }),
    ];
    expect(attempts.map((r) => [r.status, r.body['code']])).toEqual(Array(5).fill([404, 'not_found']));
    expect((await api('GET', `/portal/engagements/${aId}`)).status).toBe(401);
    expect((await api('GET', `/portal/engagements/not-a-uuid`, { bearer: a.client.token })).status).toBe(400);
    const listB = await api('GET', '/portal/engagements', { bearer: b.client.token });
    expect((listB.body['items'] as Array<{ id: string }>).map((e) => e.id)).toEqual([b.engagement['id']]);
    const untouched = await api('GET', `/portal/engagements/${aId}/requests`, { bearer: a.client.token });
    expect((untouched.body['items'] as Array<{ status: string }>).map((r) => r.status)).toEqual(['open', 'open']);
  });

  it('document requests: upload against an item, answer a question, one outcome when done twice, return with a reason, accept', async () => {
    const { client, engagement } = await clientWithEngagement('requests');
    const id = engagement['id'] as string;
    await outboxDrained(t.app, t.database.url);
    const doc = await request(id, 'document');
    const question = await request(id, 'question');
    await outboxDrained(t.app, t.database.url);
    const asked = t.smtp.received.filter((m) => m.to.includes(client.email) && m.subject === 'Your preparer asked for a document');
    expect(asked).toHaveLength(2);
    expect(asked[0]!.text).toContain('http://site.test/portal');
    expect(asked[0]!.text).not.toContain('Ford');

    const listed = await api('GET', `/portal/engagements/${id}/requests`, { bearer: client.token });
    expect(listed.body['items']).toEqual([
      expect.objectContaining({ id: doc.id, type: 'document', title: '2025 W-2 from Ford', status: 'open', files: [] }),
      expect.objectContaining({ id: question.id, type: 'question', status: 'open', answer: null }),
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/remindersSent|version/);

    // Wrong kind of answer for the item, bad bodies.
    expect(await api('POST', `/portal/requests/${doc.id}/answer`, { bearer: client.token, body: { answer: 'here' } })).toMatchObject({
      status: 422,
      body: { code: 'request_type_mismatch' },
    });
    const upload1 = await uploaded();
    expect(await api('POST', `/portal/requests/${question.id}/files`, { bearer: client.token, body: { uploadIds: [upload1] } })).toMatchObject({
      status: 422,
      body: { code: 'request_type_mismatch' },
    });
    for (const body of [{}, { uploadIds: [] }, { uploadIds: ['nope'] }, { uploadIds: Array(11).fill(upload1) }]) {
      expect((await api('POST', `/portal/requests/${doc.id}/files`, { bearer: client.token, body })).status).toBe(400);
    }
    const twice = await api('POST', `/portal/requests/${doc.id}/files`, { bearer: client.token, body: { uploadIds: [upload1, upload1] } });
    expect([twice.status, JSON.stringify(twice.body)]).toEqual([400, expect.stringContaining('"field":"uploadIds.1"')]);
    const unknown = await api('POST', `/portal/requests/${doc.id}/files`, {
      bearer: client.token,
      body: { uploadIds: ['00000000-0000-4000-8000-000000000001'] },
    });
    expect([unknown.status, JSON.stringify(unknown.body)]).toEqual([422, expect.stringContaining('uploadIds.0')]);
    expect((await api('POST', `/portal/requests/${question.id}/answer`, { bearer: client.token, body: { answer: ' ' } })).status).toBe(400);
    expect((await api('POST', `/portal/requests/${question.id}/answer`, { bearer: client.token, body: { answer: 'x'.repeat(5001) } })).status).toBe(400);

    // Uploads: stored encrypted, attached once; the item now waits for staff.
    const upload2 = await uploaded();
    const given = await api('POST', `/portal/requests/${doc.id}/files`, { bearer: client.token, body: { uploadIds: [upload1, upload2] } });
    expect(given).toMatchObject({
      status: 200,
      body: { status: 'submitted', files: [expect.objectContaining({ id: upload1, name: 'w2-ford.pdf' }), expect.anything()] },
    });
    const again = await api('POST', `/portal/requests/${doc.id}/files`, { bearer: client.token, body: { uploadIds: [await uploaded()] } });
    expect(again).toMatchObject({ status: 409, body: { code: 'request_not_open' } });
    const owners = await sql<{ owner_type: string }>(t.database.url, `SELECT owner_type FROM uploads WHERE id = ANY($1::uuid[])`, [[upload1, upload2]]);
    expect(owners.map((o) => o.owner_type)).toEqual(['document_request', 'document_request']);

    // A question answered twice at once: one answer wins, the other is told; nothing is half-written.
    const [first, second] = await Promise.all([
      api('POST', `/portal/requests/${question.id}/answer`, { bearer: client.token, body: { answer: 'Yes, to Ypsilanti in June' } }),
      api('POST', `/portal/requests/${question.id}/answer`, { bearer: client.token, body: { answer: 'No' } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const [stored] = await sql<{ answer: string; status: string }>(t.database.url, `SELECT answer, status FROM document_requests WHERE id = $1`, [question.id]);
    expect(stored).toEqual({ answer: winner.body['answer'], status: 'submitted' });

    // Staff return the document with a reason (version checked), the client sees why and gives it again; then accept.
    const staffDoc = (await asStaff('GET', `/admin/engagements/${id}`)).body['requests'] as Array<{ id: string; version: number; files: unknown[] }>;
    const docVersion = staffDoc.find((r) => r.id === doc.id)!.version;
    expect(staffDoc.find((r) => r.id === doc.id)!.files).toHaveLength(2);
    expect((await asStaff('PATCH', `/admin/requests/${doc.id}`, { action: 'return', version: docVersion })).status).toBe(400);
    expect(await asStaff('PATCH', `/admin/requests/${doc.id}`, { action: 'return', reason: 'Page 2 is missing', version: docVersion - 1 })).toMatchObject({
      status: 409,
      body: { code: 'version_conflict' },
    });
    const returned = await asStaff('PATCH', `/admin/requests/${doc.id}`, { action: 'return', reason: 'Page 2 is missing', version: docVersion });
    expect(returned).toMatchObject({ status: 200, body: { status: 'returned', returnReason: 'Page 2 is missing', remindersSent: 0 } });
    const seen = await api('GET', `/portal/engagements/${id}/requests`, { bearer: client.token });
    expect(seen.body['items']).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: doc.id, status: 'returned', returnReason: 'Page 2 is missing' })]),
    );
    expect((await api('GET', '/portal/engagements', { bearer: client.token })).body['items']).toEqual([expect.objectContaining({ openRequestCount: 1 })]);
    const regiven = await api('POST', `/portal/requests/${doc.id}/files`, { bearer: client.token, body: { uploadIds: [await uploaded()] } });
    expect(regiven).toMatchObject({ status: 200, body: { status: 'submitted', returnReason: null } });
    expect((regiven.body['files'] as unknown[]).length).toBe(3);
    const accepted = await asStaff('PATCH', `/admin/requests/${doc.id}`, { action: 'accept', version: (returned.body['version'] as number) + 1 });
    expect(accepted).toMatchObject({ status: 200, body: { status: 'accepted', nextReminderAt: null } });
    expect(await asStaff('PATCH', `/admin/requests/${doc.id}`, { action: 'accept', version: accepted.body['version'] })).toMatchObject({
      status: 409,
      body: { code: 'illegal_status_change' },
    });
    expect((await asStaff('PATCH', `/admin/requests/00000000-0000-4000-8000-000000000000`, { action: 'close', version: 1 })).status).toBe(404);
    expect((await asStaff('POST', `/admin/engagements/00000000-0000-4000-8000-000000000000/requests`, { type: 'document', title: 'x' })).status).toBe(404);
    expect((await asStaff('POST', `/admin/engagements/${id}/requests`, { type: 'document', title: '' })).status).toBe(400);

    // Files are ciphertext at rest.
    const stored2 = await sql<{ storage_key: string }>(t.database.url, `SELECT storage_key FROM uploads WHERE id = $1`, [upload1]);
    expect(stored2).toHaveLength(1);
    expect(pdf.content.toString('latin1')).toContain(MARKER);
  });

  it('replays a retried answer sent with the same Idempotency-Key instead of refusing it as already answered', async () => {
    const { client, engagement } = await clientWithEngagement('retry');
    const question = await request(engagement['id'] as string, 'question');
    const send = () =>
      api('POST', `/portal/requests/${question.id}/answer`, {
        bearer: client.token,
        body: { answer: 'Yes' },
        headers: { 'idempotency-key': `retry-${question.id}` },
      });
    const first = await send();
    const retried = await send();
    expect(first).toMatchObject({ status: 200, body: { status: 'submitted', answer: 'Yes' } });
    expect(retried).toMatchObject({ status: 200, body: first.body });
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect((await api('POST', `/portal/requests/${question.id}/answer`, { bearer: client.token, body: { answer: 'Yes' } })).status).toBe(409);
  });

  it('a request closed while the client uploads: one outcome, and the upload is not attached to it', async () => {
    const { client, engagement } = await clientWithEngagement('closing');
    const doc = await request(engagement['id'] as string, 'document');
    const file = await uploaded();
    const [closed, given] = await Promise.all([
      asStaff('PATCH', `/admin/requests/${doc.id}`, { action: 'close', version: doc.version }),
      api('POST', `/portal/requests/${doc.id}/files`, { bearer: client.token, body: { uploadIds: [file] } }),
    ]);
    const [row] = await sql<{ status: string; files: number }>(
      t.database.url,
      `SELECT status, (SELECT count(*)::int FROM document_request_files WHERE request_id = $1) AS files FROM document_requests WHERE id = $1`,
      [doc.id],
    );
    if (closed.status === 200 && given.status === 409) {
      // Closed first: the client is told, and the file stays theirs to use elsewhere (unclaimed).
      expect(row).toEqual({ status: 'closed', files: 0 });
      expect(given.body['code']).toBe('request_not_open');
      expect((await sql(t.database.url, `SELECT 1 FROM uploads WHERE id = $1 AND claimed_at IS NULL`, [file])).length).toBe(1);
    } else {
      // Uploaded first: staff's close carried a version the upload made stale, so it did not happen; the file is there.
      expect([given.status, closed.status, closed.body['code']]).toEqual([200, 409, 'version_conflict']);
      expect(row).toEqual({ status: 'submitted', files: 1 });
    }
  });

  it('opens an engagement from a tax intake in one action, carrying its documents; a second time is 409', async () => {
    const file = await uploaded();
    const intake = await api('POST', '/intake/tax-info', { body: validIntake({ documents: [file] }) });
    expect(intake.status).toBe(201);
    const intakeId = intake.body['id'] as string;
    const opened = await asStaff('POST', `/admin/tax-intakes/${intakeId}/engagement`, { taxYear: 2025 });
    expect(opened).toMatchObject({
      status: 201,
      body: {
        taxIntakeId: intakeId,
        taxYear: 2025,
        kind: 'individual',
        office: 'ypsilanti',
        clientName: 'Dana Client',
        documents: [expect.objectContaining({ id: file })],
      },
    });
    expect(opened.body['invitationSentAt']).toEqual(expect.any(String));
    expect(await asStaff('POST', `/admin/tax-intakes/${intakeId}/engagement`, {})).toMatchObject({ status: 409, body: { code: 'engagement_exists' } });
    expect((await asStaff('POST', `/admin/tax-intakes/00000000-0000-4000-8000-000000000000/engagement`, {})).status).toBe(404);
    expect((await asStaff('POST', `/admin/tax-intakes/${intakeId}/engagement`, { kind: 'nope' })).status).toBe(400);
  });

  it('two staff moving the same engagement at once from the same version: one wins, the other gets 409; complete starts the retention clock', async () => {
    const { engagement } = await clientWithEngagement('race');
    const id = engagement['id'] as string;
    const results = await Promise.all([
      asStaff('PATCH', `/admin/engagements/${id}`, { status: 'in_review', version: 1 }),
      asStaff('PATCH', `/admin/engagements/${id}`, { status: 'complete', version: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await asStaff('GET', `/admin/engagements/${id}`);
    expect(after.body['version']).toBe(2);
    expect((after.body['history'] as unknown[]).length).toBe(2);
    expect((await asStaff('PATCH', `/admin/engagements/${id}`, { status: 'complete', version: 2 })).status).toBe(200);
    const final = (await asStaff('GET', `/admin/engagements/${id}`)).body;
    expect(final['status']).toBe('complete');
    // Three years after the later of completion (now) and the end of tax year 2025.
    expect(new Date(final['retainUntil'] as string).getUTCFullYear()).toBe(Math.max(new Date().getUTCFullYear(), 2026) + 3);
  });

  it('lists engagements for staff with filters and keyset pages, and audits the list', async () => {
    const email = uniqueEmail('lister');
    for (const [year, kind] of [
      [2022, 'individual'],
      [2023, 'individual'],
      [2024, 'business'],
    ] as const)
      expect((await asStaff('POST', '/admin/engagements', { clientEmail: email, taxYear: year, kind, invite: false, assigneeUserId: staff.id })).status).toBe(
        201,
      );
    const q = email.split('@')[0]!;
    const first = await asStaff('GET', `/admin/engagements?q=${q}&limit=2`);
    expect(first.status).toBe(200);
    expect((first.body['items'] as Array<{ taxYear: number }>).map((e) => e.taxYear)).toEqual([2024, 2023]);
    const second = await asStaff('GET', `/admin/engagements?q=${q}&limit=2&cursor=${first.body['nextCursor'] as string}`);
    expect(second.body).toMatchObject({ items: [expect.objectContaining({ taxYear: 2022 })], nextCursor: null });
    expect((await asStaff('GET', `/admin/engagements?q=${q}&kind=business`)).body['items']).toEqual([
      expect.objectContaining({ taxYear: 2024, assigneeUserId: staff.id }),
    ]);
    expect((await asStaff('GET', `/admin/engagements?q=${q}&assignee=none`)).body['items']).toEqual([]);
    expect((await asStaff('GET', `/admin/engagements?q=${q}&taxYear=2023&order=oldest`)).body['items']).toEqual([expect.objectContaining({ taxYear: 2023 })]);
    for (const query of ['status=nope', 'taxYear=abc', 'assignee=bob', 'cursor=forged', 'limit=0'])
      expect((await asStaff('GET', `/admin/engagements?${query}`)).status).toBe(400);
    const audited = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM audit_log WHERE action = 'engagement.listed' AND actor_id = $1`, [
      staff.id,
    ]);
    expect(audited[0]!.n).toBeGreaterThanOrEqual(5);
  });
});

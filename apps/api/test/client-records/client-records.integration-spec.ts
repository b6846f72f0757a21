import { offices } from '@huron/shared/content';
import { signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { validContactMessage, validGroupRegistration } from '../intake/intake-http';
import { engagementFor, portalClient } from '../portal-messages/portal-http';
import { apiCall, staffMember, validIntake } from '../tax-intake/tax-intake-http';

type Note = { id: string; type: string; subject: string | null; body: string; delivery: string | null; authorUserId: string | null; authorName: string | null };
type Timeline = {
  items: Array<{ kind: string; id: string; at: string; label: string; path: string }>;
  nextCursor: string | null;
  emails: string[];
  name: string | null;
  userId: string | null;
};

const UNKNOWN = '00000000-0000-4000-8000-0000000000ab';

/** Issue 45: append-only notes and replies on every kind of client record, and one page per client. */
describe('client records: notes, replies and a client timeline (staff)', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };
  let member: string;

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
    member = (await signUpRaw(t.authUrl, uniqueEmail('member'))).access_token;
  });
  afterAll(() => t.close());

  const made = async (path: string, body: Record<string, unknown>) => {
    const res = await apiCall(t, 'POST', path, { body });
    expect(res.status).toBe(201);
    return res.body['id'] as string;
  };
  const as = (token?: string) => ({
    get: <T = Record<string, unknown>>(path: string) => apiCall<T>(t, 'GET', `/admin${path}`, { token }),
    post: <T = Record<string, unknown>>(path: string, body: unknown) => apiCall<T>(t, 'POST', `/admin${path}`, { token, body }),
  });

  it('refuses a signed-out caller (401) and a non-staff account (403) on every route, and writes nothing', async () => {
    const id = await made('/intake/contact', validContactMessage());
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/admin/contact-messages/${id}/notes`],
      ['POST', `/admin/contact-messages/${id}/notes`, { body: 'A note' }],
      ['POST', `/admin/contact-messages/${id}/replies`, { body: 'Hello' }],
      ['GET', `/admin/people/contact-messages.${id}/timeline`],
    ];
    for (const [method, path, body] of routes) {
      expect((await apiCall(t, method, path, { body })).status).toBe(401);
      expect(await apiCall(t, method, path, { body, token: member })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    }
    expect(await sql(t.database.url, `SELECT 1 FROM record_notes WHERE record_id = $1`, [id])).toEqual([]);
  });

  it('a note added twice keeps both, oldest first, with author and time; each is audited; the table refuses UPDATE', async () => {
    const id = await made('/intake/tax-info', validIntake());
    const staffApi = as(staff.token);
    const first = await staffApi.post<Note>(`/tax-intakes/${id}/notes`, { body: '  Called, left a voicemail  ' });
    expect(first).toMatchObject({ status: 201, body: { type: 'note', body: 'Called, left a voicemail', authorUserId: staff.id, delivery: null } });
    expect((await staffApi.post(`/tax-intakes/${id}/notes`, { body: 'Client called back: W-2 coming Friday' })).status).toBe(201);
    const list = await staffApi.get<{ items: Note[] }>(`/tax-intakes/${id}/notes`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((n) => n.body)).toEqual(['Called, left a voicemail', 'Client called back: W-2 coming Friday']);
    expect(list.body.items.every((n) => n.authorName !== null && n.authorUserId === staff.id)).toBe(true);
    const audit = await sql<{ action: string }>(
      t.database.url,
      `SELECT action FROM audit_log WHERE subject_id = $1 AND actor_id = $2 ORDER BY created_at, id`,
      [id, staff.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['tax_intakes.note_added', 'tax_intakes.note_added', 'tax_intakes.notes_read']);
    await expect(sql(t.database.url, `UPDATE record_notes SET body = 'changed' WHERE id = $1`, [first.body.id])).rejects.toThrow(/append-only/);
  });

  it('every record kind takes notes; an unknown id is 404 in words, a malformed id 400', async () => {
    const staffApi = as(staff.token);
    const contact = await made('/intake/contact', validContactMessage());
    const group = await made('/intake/group-registrations', validGroupRegistration());
    for (const [kind, id] of [
      ['contact-messages', contact],
      ['group-registrations', group],
    ] as const) {
      expect((await staffApi.post(`/${kind}/${id}/notes`, { body: `A note on ${kind}` })).status).toBe(201);
    }
    for (const kind of ['contact-messages', 'tax-intakes', 'appointments', 'applications', 'group-registrations', 'payments', 'referrals']) {
      expect(await staffApi.get(`/${kind}/${UNKNOWN}/notes`)).toMatchObject({ status: 404, body: { code: 'not_found' } });
      expect((await staffApi.post(`/${kind}/${UNKNOWN}/notes`, { body: 'x' })).status).toBe(404);
      expect((await staffApi.get(`/${kind}/not-a-uuid/notes`)).status).toBe(400);
    }
    expect((await staffApi.get(`/contact-messages/${UNKNOWN}/notes`)).body['message']).toContain('Contact message');
  });

  it('bad note bodies are 400 naming body (empty, blank, too long, wrong type, unknown field, malformed JSON)', async () => {
    const id = await made('/intake/contact', validContactMessage());
    const staffApi = as(staff.token);
    for (const body of [{}, { body: '' }, { body: '   ' }, { body: 'x'.repeat(5001) }, { body: 42 }, { body: null }]) {
      expect(await staffApi.post(`/contact-messages/${id}/notes`, body)).toMatchObject({
        status: 400,
        body: { errors: [expect.objectContaining({ field: 'body' })] },
      });
    }
    expect((await staffApi.post(`/contact-messages/${id}/notes`, { body: 'ok', author: 'someone else' })).status).toBe(400);
    const malformed = await fetch(`${t.baseUrl}/api/admin/contact-messages/${id}/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: '{"body": ',
    });
    expect(malformed.status).toBe(400);
    expect((await staffApi.post(`/contact-messages/${id}/notes`, { body: 'x'.repeat(5000) })).status).toBe(201);
    expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM record_notes WHERE record_id = $1`, [id])).toEqual([{ n: 1 }]);
  });

  it('a reply is mailed from the firm with Reply-To the office, and kept on the record', async () => {
    const email = uniqueEmail('replied');
    const id = await made('/intake/contact', validContactMessage({ email, office: 'ypsilanti', name: 'Ada Lovelace' }));
    const reply = await as(staff.token).post<Note>(`/contact-messages/${id}/replies`, { body: 'Thank you for writing.\n\nWe can see you Tuesday at 10.' });
    expect(reply).toMatchObject({ status: 201, body: { type: 'reply', delivery: 'mail', subject: expect.stringContaining('About your contact message') } });
    const mail = await t.smtp.next(email, (m) => m.subject.startsWith('About your contact message'));
    expect(mail.headers['reply-to']).toContain(offices.find((o) => o.slug === 'ypsilanti')!.email);
    expect(mail.text).toContain('Dear Ada Lovelace,');
    expect(mail.text).toContain('We can see you Tuesday at 10.');
    const notes = await as(staff.token).get<{ items: Note[] }>(`/contact-messages/${id}/notes`);
    expect(notes.body.items).toEqual([
      expect.objectContaining({ type: 'reply', body: 'Thank you for writing.\n\nWe can see you Tuesday at 10.', delivery: 'mail' }),
    ]);
    expect(await sql(t.database.url, `SELECT details FROM audit_log WHERE action = 'contact_messages.reply_sent' AND subject_id = $1`, [id])).toEqual([
      { details: { noteId: reply.body.id, delivery: 'mail' } },
    ]);
  });

  it('a reply with its own subject to an office-less record goes Reply-To the main office', async () => {
    const email = uniqueEmail('remote');
    const id = await made('/intake/contact', validContactMessage({ email, office: 'remote' }));
    expect((await as(staff.token).post(`/contact-messages/${id}/replies`, { subject: 'Your documents', body: 'Received, thank you.' })).status).toBe(201);
    const mail = await t.smtp.next(email, (m) => m.subject === 'Your documents');
    expect(mail.headers['reply-to']).toContain(offices[0]!.email);
  });

  it('a reply to a person with a portal engagement is a message in its thread, and the portal mails its notice', async () => {
    const client = await portalClient(t, 'engaged');
    const engagement = await engagementFor(t, client);
    const id = await made('/intake/tax-info', validIntake({ email: client.email }));
    const reply = await as(staff.token).post<Note>(`/tax-intakes/${id}/replies`, { body: 'Please upload your 1099-INT.' });
    expect(reply).toMatchObject({ status: 201, body: { type: 'reply', delivery: 'portal' } });
    const thread = await sql<{ author: string; body: string }>(t.database.url, `SELECT author, body FROM engagement_messages WHERE engagement_id = $1`, [
      engagement,
    ]);
    expect(thread).toEqual([{ author: 'staff', body: 'Please upload your 1099-INT.' }]);
    const notice = await t.smtp.next(client.email.toLowerCase(), (m) => m.subject === 'You have a new message');
    expect(notice.text).not.toContain('1099-INT');
  });

  it('bad replies are 400 naming the field; an unknown record is 404', async () => {
    const id = await made('/intake/contact', validContactMessage());
    const staffApi = as(staff.token);
    expect((await staffApi.post(`/contact-messages/${id}/replies`, { body: '' })).body).toMatchObject({ status: 400, errors: [{ field: 'body' }] });
    expect((await staffApi.post(`/contact-messages/${id}/replies`, { body: 'x'.repeat(5001) })).body).toMatchObject({
      status: 400,
      errors: [{ field: 'body' }],
    });
    expect((await staffApi.post(`/contact-messages/${id}/replies`, { body: 'Hi', subject: 'x'.repeat(201) })).body).toMatchObject({
      status: 400,
      errors: [{ field: 'subject' }],
    });
    expect((await staffApi.post(`/contact-messages/${UNKNOWN}/replies`, { body: 'Hi' })).status).toBe(404);
  });

  it('replies are limited per staff member: the 61st within an hour is 429 with Retry-After, and another staff member is not held back', async () => {
    const busy = await staffMember(t);
    const id = await made('/intake/contact', validContactMessage());
    for (let i = 0; i < 60; i++) expect((await as(busy.token).post(`/contact-messages/${id}/replies`, { body: `Reply ${i}` })).status).toBe(201);
    const refused = await as(busy.token).post(`/contact-messages/${id}/replies`, { body: 'One too many' });
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await as(staff.token).post(`/contact-messages/${id}/replies`, { body: 'From a colleague' })).status).toBe(201);
    expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM record_notes WHERE record_id = $1 AND type = 'reply'`, [id])).toEqual([{ n: 61 }]);
  });

  it('one page per client: everything one person did, newest first, keyset pages, links to each record; audited', async () => {
    const email = uniqueEmail('timeline');
    const intake = await made('/intake/tax-info', validIntake({ email }));
    const contact = await made('/intake/contact', validContactMessage({ email: email.toUpperCase() }));
    const group = await made('/intake/group-registrations', validGroupRegistration({ email }));
    await made('/intake/contact', validContactMessage()); // someone else
    const staffApi = as(staff.token);
    const first = await staffApi.get<Timeline>(`/people/tax-intakes.${intake}/timeline?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.emails).toEqual([email.toLowerCase()]);
    expect(first.body.items.map((i) => [i.kind, i.id])).toEqual([
      ['group-registrations', group],
      ['contact-messages', contact],
    ]);
    expect(first.body.items[0]!.path).toBe(`/admin/group-registrations/${group}`);
    const second = await staffApi.get<Timeline>(`/people/tax-intakes.${intake}/timeline?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ items: [{ kind: 'tax-intakes', id: intake, path: `/admin/tax-intakes/${intake}` }], nextCursor: null });
    // The same person from another of their records.
    expect((await staffApi.get<Timeline>(`/people/contact-messages.${contact}/timeline`)).body.items).toHaveLength(3);
    expect(await sql(t.database.url, `SELECT subject_id FROM audit_log WHERE action = 'person.timeline_read' AND subject_id = $1`, [intake])).toHaveLength(2);
  });

  it('a person by account: their proven mailboxes and engagements; unknown people 404, malformed ids and cursors 400', async () => {
    const client = await portalClient(t, 'account');
    await sql(t.database.url, `INSERT INTO portal_mailbox_proofs (user_id, email) VALUES ($1, $2)`, [client.id, client.email.toLowerCase()]);
    const engagement = await engagementFor(t, client);
    const intake = await made('/intake/tax-info', validIntake({ email: client.email }));
    const staffApi = as(staff.token);
    const page = await staffApi.get<Timeline>(`/people/${client.id}/timeline`);
    expect(page.status).toBe(200);
    expect(page.body.userId).toBe(client.id);
    expect(page.body.items.map((i) => i.id).sort()).toEqual([engagement, intake].sort());
    expect(await staffApi.get(`/people/${UNKNOWN}/timeline`)).toMatchObject({ status: 404 });
    expect(await staffApi.get(`/people/tax-intakes.${UNKNOWN}/timeline`)).toMatchObject({ status: 404 });
    expect((await staffApi.get(`/people/someone@example.com/timeline`)).body).toMatchObject({ status: 400, errors: [{ field: 'id' }] });
    // From the engagement: the same person by its client email (and the account that proved it).
    const fromEngagement = await staffApi.get<Timeline>(`/people/engagements.${engagement}/timeline`);
    expect(fromEngagement.body).toMatchObject({ userId: client.id, emails: [client.email.toLowerCase()] });
    expect(fromEngagement.body.items.map((i) => i.id).sort()).toEqual([engagement, intake].sort());
    expect((await staffApi.get(`/people/audit.${engagement}/timeline`)).status).toBe(400);
    expect((await staffApi.get(`/people/${client.id}/timeline?cursor=garbage`)).body).toMatchObject({ status: 400, errors: [{ field: 'cursor' }] });
    expect((await staffApi.get(`/people/${client.id}/timeline?limit=0`)).body).toMatchObject({ status: 400, errors: [{ field: 'limit' }] });
  });
});

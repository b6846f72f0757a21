import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { sql } from '../support/sql';
import { ACCEPTED, upload } from '../uploads/upload-fixtures';
import { apiCall, engagementFor, portalCast, type PortalClient, type StaffMember } from './portal-http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const pdf = ACCEPTED.find((f) => f.type === 'application/pdf')!;

async function uploaded(t: AuthTestApp): Promise<string> {
  const res = await upload(t.baseUrl, pdf.file, pdf.content);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  return res.body['id'] as string;
}

describe('portal messages: a thread per engagement between the client and the firm', () => {
  let t: AuthTestApp, staff: StaffMember, client: PortalClient, other: PortalClient, engagement: string;
  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test' });
    ({ staff, client, other, engagement } = await portalCast(t, (staff) => ({ office: 'ypsilanti', assigneeUserId: staff.id })));
  });
  afterAll(() => t.close());

  const thread = (token: string, id = engagement) => apiCall(t, 'GET', `/portal/engagements/${id}/messages`, { token });
  const write = (token: string, body: unknown, id = engagement) => apiCall(t, 'POST', `/portal/engagements/${id}/messages`, { token, body });
  const reply = (body: unknown, id = engagement) => apiCall(t, 'POST', `/admin/engagements/${id}/messages`, { token: staff.token, body });

  it('client writes with an attachment; the office gets a mail without the text; staff read it (audited) and it is marked read by the firm', async () => {
    const file = await uploaded(t);
    const sent = await write(client.token, { body: '  <b>Here</b> is my W-2 & a question  ', documents: [file] });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      id: expect.stringMatching(UUID),
      engagementId: engagement,
      author: 'client',
      authorName: null,
      body: '<b>Here</b> is my W-2 & a question',
      readAt: null,
      attachments: [
        { id: file, name: pdf.file, type: 'application/pdf', size: pdf.content.length, url: expect.stringContaining(`/api/uploads/${file}/content?`) },
      ],
    });
    const link = new URL(((await thread(client.token)).body['messages'] as Array<{ attachments: Array<{ url: string }> }>)[0]!.attachments[0]!.url);
    const download = await fetch(`${t.baseUrl}${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf.content)).toBe(true);
    const [owner] = await sql(t.database.url, 'SELECT owner_type, owner_id FROM uploads WHERE id = $1', [file]);
    expect(owner).toEqual({ owner_type: 'engagement_message', owner_id: sent.body['id'] });

    await outboxDrained(t.app, t.database.url);
    const office = t.smtp.received.filter((m) => m.subject === 'New client message in the portal');
    expect(office).toHaveLength(1);
    expect(office[0]!.to).toEqual(['ypsilanti@hurontax.example']);
    expect(office[0]!.text).toContain(`http://site.test/admin/engagements/${engagement}`);
    expect(office[0]!.text).not.toContain('W-2');

    const inbox = await apiCall(t, 'GET', '/admin/messages/unread?assignee=me', { token: staff.token });
    expect(inbox.status).toBe(200);
    expect(inbox.body['items']).toEqual([
      expect.objectContaining({ engagementId: engagement, unreadCount: 1, clientEmail: client.email, assigneeUserId: staff.id }),
    ]);

    const read = await apiCall(t, 'GET', `/admin/engagements/${engagement}/messages`, { token: staff.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      engagementId: engagement,
      unreadCount: 1,
      messages: [{ id: sent.body['id'], body: '<b>Here</b> is my W-2 & a question' }],
    });
    const audited = await sql(t.database.url, `SELECT actor_id FROM audit_log WHERE action = 'engagement_messages.read' AND subject_id = $1`, [engagement]);
    expect(audited).toEqual([{ actor_id: staff.id }]);

    expect((await apiCall(t, 'GET', '/admin/messages/unread', { token: staff.token })).body['items']).not.toContainEqual(
      expect.objectContaining({ engagementId: engagement }),
    );
    const again = await apiCall(t, 'GET', `/admin/engagements/${engagement}/messages`, { token: staff.token });
    expect(again.body).toMatchObject({ unreadCount: 0, messages: [{ readAt: expect.any(String) }] });
  });

  it('staff reply; the client is mailed "You have a new message" with a link and no content; reading marks them read once', async () => {
    const sent = await reply({ body: 'Thanks. Your 1099-INT from Chase is still missing.' });
    expect(sent.status).toBe(201);
    // The staff member has no name on file: staff see their email, the client the firm's name (never a staff email).
    expect(sent.body).toMatchObject({ author: 'staff', authorName: expect.stringContaining('@example.com'), attachments: [] });
    const asClient = (await thread(client.token)).body['messages'] as Array<{ id: string; authorName: string | null }>;
    expect(asClient.find((m) => m.id === sent.body['id'])).toMatchObject({ authorName: 'Huron Tax & Accounting' });
    await sql(t.database.url, `UPDATE auth.users SET raw_user_meta_data = raw_user_meta_data || '{"full_name":"Pat Preparer"}' WHERE id = $1`, [staff.id]);
    const named = (await thread(client.token)).body['messages'] as Array<{ id: string; authorName: string | null }>;
    expect(named.find((m) => m.id === sent.body['id'])).toMatchObject({ authorName: 'Pat Preparer' });
    await outboxDrained(t.app, t.database.url);
    const mails = t.smtp.received.filter((m) => m.to.includes(client.email));
    expect(mails.map((m) => m.subject)).toContain('You have a new message');
    const mail = mails.find((m) => m.subject === 'You have a new message')!;
    expect(mail.text).toContain('http://site.test/portal');
    expect(mail.text).not.toContain('1099');
    expect(mail.html).not.toContain('1099');

    expect((await thread(client.token)).body).toMatchObject({ unreadCount: 1 });
    const first = await apiCall(t, 'POST', `/portal/engagements/${engagement}/messages/read`, { token: client.token });
    expect(first).toMatchObject({ status: 200, body: { engagementId: engagement, marked: 1, readAt: expect.any(String) } });
    const second = await apiCall(t, 'POST', `/portal/engagements/${engagement}/messages/read`, { token: client.token });
    expect(second.body).toMatchObject({ marked: 0 });
    const after = await thread(client.token);
    expect(after.body['unreadCount']).toBe(0);
    expect((after.body['messages'] as Array<Record<string, unknown>>).at(-1)).toMatchObject({ author: 'staff', readAt: expect.any(String) });
  });

  it('refuses an empty, blank or over-long body and a wrong type naming the field; 10,000 characters is accepted', async () => {
    for (const body of [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(10_001) }, { body: 42 }, {}]) {
      const res = await write(client.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ field: 'body' })] });
    }
    expect((await reply({ body: '' })).body).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ field: 'body' })] });
    expect((await write(client.token, { body: 'y'.repeat(10_000) })).status).toBe(201);
  });

  it('refuses unknown or duplicate attachments naming the item, and storing nothing', async () => {
    const before = (await thread(client.token)).body['messages'] as unknown[];
    const unknown = await write(client.token, { body: 'see attached', documents: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: [expect.objectContaining({ field: 'documents.0' })] });
    const file = await uploaded(t);
    const twice = await write(client.token, { body: 'see attached', documents: [file, file] });
    expect(twice.body).toMatchObject({ errors: [expect.objectContaining({ field: 'documents.1' })] });
    const notUuid = await write(client.token, { body: 'see attached', documents: ['nope'] });
    expect(notUuid.status).toBe(400);
    expect((await thread(client.token)).body['messages']).toHaveLength(before.length);
  });

  it("another client's engagement is a 404 on every client route, the same as a missing one", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [engagement, missing]) {
      expect((await thread(other.token, id)).status).toBe(404);
      expect((await write(other.token, { body: 'hello' }, id)).status).toBe(404);
      expect((await apiCall(t, 'POST', `/portal/engagements/${id}/messages/read`, { token: other.token })).status).toBe(404);
    }
    expect((await thread(other.token)).body).not.toHaveProperty('messages');
    expect((await apiCall(t, 'GET', '/portal/engagements/not-a-uuid/messages', { token: client.token })).status).toBe(400);
    expect((await apiCall(t, 'GET', `/portal/engagements/${engagement}/messages`)).status).toBe(401);
    expect((await apiCall(t, 'GET', `/admin/engagements/${engagement}/messages`, { token: client.token })).status).toBe(403);
  });

  it('the unread inbox filters by assignee and pages with a cursor, longest waiting first', async () => {
    const second = await engagementFor(t, client);
    const third = await engagementFor(t, client, { assigneeUserId: staff.id });
    await write(client.token, { body: 'first' }, third);
    await write(client.token, { body: 'second' }, second);
    const mine = await apiCall<{ items: Array<{ engagementId: string }>; nextCursor: string | null }>(t, 'GET', '/admin/messages/unread?assignee=me', {
      token: staff.token,
    });
    expect(mine.body.items.map((i) => i.engagementId)).toContain(third);
    expect(mine.body.items.map((i) => i.engagementId)).not.toContain(second);
    const unassigned = await apiCall<{ items: Array<{ engagementId: string }> }>(t, 'GET', '/admin/messages/unread?assignee=none', { token: staff.token });
    expect(unassigned.body.items.map((i) => i.engagementId)).toContain(second);
    expect(unassigned.body.items.map((i) => i.engagementId)).not.toContain(third);

    const page1 = await apiCall<{ items: Array<{ engagementId: string }>; nextCursor: string | null }>(t, 'GET', '/admin/messages/unread?limit=1', {
      token: staff.token,
    });
    expect(page1.body.items).toHaveLength(1);
    const page2 = await apiCall<{ items: Array<{ engagementId: string }>; nextCursor: string | null }>(
      t,
      'GET',
      `/admin/messages/unread?limit=1&cursor=${page1.body.nextCursor!}`,
      { token: staff.token },
    );
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.items[0]!.engagementId).not.toBe(page1.body.items[0]!.engagementId);
    expect((await apiCall(t, 'GET', '/admin/messages/unread?assignee=someone', { token: staff.token })).status).toBe(400);
    expect((await apiCall(t, 'GET', '/admin/messages/unread?cursor=garbage', { token: staff.token })).body).toMatchObject({ errors: [{ field: 'cursor' }] });
  });
});

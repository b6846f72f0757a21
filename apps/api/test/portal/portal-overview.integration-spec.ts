import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { registeredApiRoutes } from '../support/registered-routes';
import { sql } from '../support/sql';
import { apiCall, engagementFor, portalCast, portalClient, staffMember, type PortalClient, type StaffMember } from '../portal-messages/portal-http';

type Overview = {
  requests: Array<{ id: string; engagementId: string; type: string; title: string }>;
  invoicesDue: Array<{ id: string; engagementId: string; totalCents: number }>;
  unreadThreads: Array<{ engagementId: string; unreadCount: number }>;
  total: number;
};

describe('GET /api/portal/overview: what is waiting for the client', () => {
  let t: AuthTestApp, staff: StaffMember, client: PortalClient, other: PortalClient, engagement: string;
  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test' });
    ({ staff, client, other, engagement } = await portalCast(t));
  });
  afterAll(() => t.close());

  const overview = async (who: PortalClient = client) => {
    const res = await apiCall<Overview>(t, 'GET', '/portal/overview', { token: who.token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const request = async (type: 'document' | 'question', title: string) =>
    (
      await sql<{ id: string }>(t.database.url, 'INSERT INTO document_requests (engagement_id, type, title) VALUES ($1, $2, $3) RETURNING id', [
        engagement,
        type,
        title,
      ])
    )[0]!.id;

  it('is empty for a new client, and 401 signed out', async () => {
    expect(await overview()).toEqual({ requests: [], invoicesDue: [], unreadThreads: [], total: 0 });
    expect((await apiCall(t, 'GET', '/portal/overview')).status).toBe(401);
  });

  it('lists open requests and questions, invoices due and unread threads with their ids, and empties as each is done', async () => {
    const w2 = await request('document', '2025 W-2 from Ford');
    const question = await request('question', 'Did you buy a home in 2025?');
    const invoice = (
      await apiCall(t, 'POST', `/admin/engagements/${engagement}/invoices`, {
        token: staff.token,
        body: { lines: [{ description: 'Preparation', amountCents: 30_000 }] },
      })
    ).body['id'] as string;
    expect(
      (await apiCall(t, 'POST', `/admin/engagements/${engagement}/messages`, { token: staff.token, body: { body: 'Two things are missing.' } })).status,
    ).toBe(201);

    const full = await overview();
    expect(full.requests).toEqual([
      expect.objectContaining({ id: w2, engagementId: engagement, type: 'document', title: '2025 W-2 from Ford', engagementKind: 'individual' }),
      expect.objectContaining({ id: question, engagementId: engagement, type: 'question', title: 'Did you buy a home in 2025?' }),
    ]);
    expect(full.invoicesDue).toEqual([
      expect.objectContaining({ id: invoice, engagementId: engagement, totalCents: 30_000, reference: expect.stringMatching(/^HI-/) }),
    ]);
    expect(full.unreadThreads).toEqual([expect.objectContaining({ engagementId: engagement, unreadCount: 1 })]);
    expect(full.total).toBe(4);
    expect(await overview(other)).toMatchObject({ total: 0 });

    expect((await apiCall(t, 'POST', `/portal/engagements/${engagement}/messages/read`, { token: client.token })).status).toBe(200);
    await sql(t.database.url, `UPDATE document_requests SET status = 'submitted' WHERE id = $1`, [w2]);
    await sql(t.database.url, `UPDATE document_requests SET status = 'submitted', answer = 'No' WHERE id = $1`, [question]);
    await sql(t.database.url, `UPDATE invoices SET status = 'paid', paid_at = now() WHERE id = $1`, [invoice]);
    expect(await overview()).toEqual({ requests: [], invoicesDue: [], unreadThreads: [], total: 0 });
  });
});

/** Two clients x every client route of messages, invoices and the overview, built from the registered routes. */
describe("portal messages and invoices: another client's ids", () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };
  let a: PortalClient;
  let b: PortalClient;

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test' });
    staff = await staffMember(t);
    a = await portalClient(t, 'client-a');
    b = await portalClient(t, 'client-b');
  });
  afterAll(() => t.close());

  it("B using A's engagement and invoice ids gets 404 on every route and changes nothing of A's", async () => {
    const engagementOfA = await engagementFor(t, a);
    await engagementFor(t, b);
    const invoiceOfA = (
      await apiCall(t, 'POST', `/admin/engagements/${engagementOfA}/invoices`, {
        token: staff.token,
        body: { lines: [{ description: 'Preparation', amountCents: 9_900 }] },
      })
    ).body['id'] as string;
    await apiCall(t, 'POST', `/admin/engagements/${engagementOfA}/messages`, { token: staff.token, body: { body: 'For A only' } });

    const ids: Record<string, string> = { '/api/portal/engagements/{id}': engagementOfA, '/api/portal/invoices/{id}': invoiceOfA };
    const bodies: Record<string, unknown> = { 'POST /api/portal/engagements/{id}/messages': { body: 'B writing into A' } };
    const mine = /^\/api\/portal\/(overview$|invoices(\/|$)|engagements\/\{id\}\/messages(\/|$))/;
    const routes = registeredApiRoutes(t.app).filter((route) => mine.test(route.path));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /api/portal/engagements/{id}/messages',
      'GET /api/portal/invoices',
      'GET /api/portal/overview',
      'POST /api/portal/engagements/{id}/messages',
      'POST /api/portal/engagements/{id}/messages/read',
      'POST /api/portal/invoices/{id}/checkout',
    ]);
    const leaks: string[] = [];
    for (const route of routes) {
      const prefix = Object.keys(ids).find((p) => route.path.startsWith(p));
      const path = prefix ? route.path.replace('{id}', ids[prefix]!) : route.path;
      const res = await fetch(`${t.baseUrl}${path}`, {
        method: route.method,
        headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
        body: route.method === 'GET' ? undefined : JSON.stringify(bodies[`${route.method} ${route.path}`] ?? {}),
      });
      const text = await res.text();
      if (prefix && res.status !== 404) leaks.push(`${route.method} ${route.path}: ${res.status}`);
      if (text.includes(engagementOfA) || text.includes(invoiceOfA) || text.includes('For A only')) leaks.push(`${route.method} ${route.path} shows A's data`);
      const anonymous = await fetch(`${t.baseUrl}${path}`, { method: route.method });
      if (anonymous.status !== 401) leaks.push(`${route.method} ${route.path} anonymous: ${anonymous.status}`);
    }
    expect(leaks).toEqual([]);
    const [state] = await sql(
      t.database.url,
      `SELECT (SELECT count(*)::int FROM engagement_messages WHERE engagement_id = $1) AS messages,
              (SELECT count(*)::int FROM engagement_messages WHERE engagement_id = $1 AND read_at IS NOT NULL) AS read,
              (SELECT count(*)::int FROM invoice_payments WHERE invoice_id = $2) AS checkouts`,
      [engagementOfA, invoiceOfA],
    );
    expect(state).toEqual({ messages: 1, read: 0, checkouts: 0 });
  });
});

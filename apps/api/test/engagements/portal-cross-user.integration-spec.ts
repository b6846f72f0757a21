import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { registeredApiRoutes } from '../support/registered-routes';
import { ACCEPTED, upload } from '../uploads/upload-fixtures';
import { api as apiOf, proveMailbox, signUp, staffMember, type Person } from './engagement-support';

const pdf = ACCEPTED.find((f) => f.type === 'application/pdf')!;

/**
 * Two clients x every client route of the engagements (built from the routes the application registers): client B
 * with client A's engagement and request ids gets 404 `not_found` everywhere and changes nothing; A gets 2xx.
 */
describe('engagements: two clients x every client route', () => {
  let t: AuthTestApp;
  let staff: Person;

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test' });
    staff = await staffMember(t);
  });
  afterAll(() => t.close());

  async function client(label: string) {
    const person = await proveMailbox(t, (await signUp(t, label)).email);
    const engagement = await apiOf(t, 'POST', '/admin/engagements', {
      bearer: staff.token,
      body: { clientEmail: person.email, taxYear: 2025, kind: 'individual' },
    });
    const id = engagement.body['id'] as string;
    const made = async (type: string) =>
      (await apiOf(t, 'POST', `/admin/engagements/${id}/requests`, { bearer: staff.token, body: { type, title: 'Asked' } })).body['id'] as string;
    return { person, engagementId: id, document: await made('document'), question: await made('question') };
  }

  const uploaded = async () => (await upload(t.baseUrl, 'w2.pdf', pdf.content)).body['id'] as string;

  it("refuses B on every client route with A's ids (404), leaves A's rows as they were, and serves A", async () => {
    const a = await client('cross-a');
    const b = await client('cross-b');
    // How each client route is called with an owner's ids; a new client route of the module needs a line here.
    const calls: Record<string, (owner: typeof a, caller: Person) => Promise<{ status: number; body: Record<string, unknown> }>> = {
      'GET /api/portal/engagements/{id}': (o, c) => apiOf(t, 'GET', `/portal/engagements/${o.engagementId}`, { bearer: c.token }),
      'GET /api/portal/engagements/{id}/requests': (o, c) => apiOf(t, 'GET', `/portal/engagements/${o.engagementId}/requests`, { bearer: c.token }),
      'POST /api/portal/requests/{id}/files': async (o, c) =>
        apiOf(t, 'POST', `/portal/requests/${o.document}/files`, { bearer: c.token, body: { uploadIds: [await uploaded()] } }),
      'POST /api/portal/requests/{id}/answer': (o, c) =>
        apiOf(t, 'POST', `/portal/requests/${o.question}/answer`, { bearer: c.token, body: { answer: 'Yes' } }),
    };
    const routes = registeredApiRoutes(t.app)
      .filter((route) => /^\/api\/portal\/(engagements|requests)\/\{id\}(\/(requests|files|answer))?$/.test(route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(routes.sort()).toEqual(Object.keys(calls).sort());
    // The signing routes also take an in-office kiosk session instead of a sign-in (issue 47; signatures spec).
    const kiosk = /^\/api\/portal\/signature-requests\/\{id\}\/(document|consent|sign)$/;
    expect(registeredApiRoutes(t.app).filter((route) => route.path.startsWith('/api/portal/') && route.access !== 'user' && !kiosk.test(route.path))).toEqual(
      [],
    );

    const byB: Record<string, [number, unknown]> = {};
    for (const route of routes) {
      const res = await calls[route]!(a, b.person);
      byB[route] = [res.status, res.body['code']];
    }
    expect(byB).toEqual(Object.fromEntries(routes.map((route) => [route, [404, 'not_found']])));
    const listB = await apiOf(t, 'GET', '/portal/engagements', { bearer: b.person.token });
    expect(JSON.stringify(listB.body)).not.toContain(a.engagementId);
    const ofA = await apiOf(t, 'GET', `/portal/engagements/${a.engagementId}/requests`, { bearer: a.person.token });
    expect((ofA.body['items'] as Array<{ status: string; files: unknown[]; answer: unknown }>).map((r) => [r.status, r.files.length, r.answer])).toEqual([
      ['open', 0, null],
      ['open', 0, null],
    ]);

    const byA: Record<string, number> = {};
    for (const route of routes) byA[route] = (await calls[route]!(a, a.person)).status;
    expect(byA).toEqual(Object.fromEntries(routes.map((route) => [route, 200])));
  });
});

import { Secret, TOTP } from 'otpauth';
import { validApplication } from '../careers/careers-http';
import { contact, freeTimes } from '../booking/booking-helpers';
import { validContactMessage, validGroupRegistration } from '../intake/intake-http';
import { friend } from '../referrals/referral-helpers';
import { authFetch, claimsOf, signUpRaw } from '../support/auth-http';
import { uniqueEmail } from '../support/auth-test-app';
import { checkoutEvent, startPaymentsTestApp, type PaymentsTestApp } from '../support/payments-test-app';
import { registeredApiRoutes, type RegisteredRoute } from '../support/registered-routes';
import { sql } from '../support/sql';
import { validIntake } from '../tax-intake/tax-intake-http';

/** Registered /api routes that are not in the OpenAPI document, each with why. Keep this list short. */
const NOT_DOCUMENTED: Array<[RegExp, string]> = [
  [/^POST \/api\/payments\/webhook$/, "Stripe's webhook: only Stripe calls it, signed with the endpoint's secret; Stripe's own documentation is its contract"],
  [/^GET \/api\/(docs|openapi\.(json|yaml))(\/|$)/, 'the document itself and its docs page'],
];

/** The query a staff GET needs to succeed, for the routes whose query has a required parameter. */
const QUERIES: Record<string, string> = {
  'GET /api/admin/search': 'q=ma',
};

/** How a staff member fills each request body, by the request schema's name in the document. */
/** Records seedOneOfEverything() made whose ids a body names (not the `{id}` of a route). */
const seeded: { contactMessageId?: string } = {};

const BODIES: Record<string, (record: Record<string, unknown>) => unknown> = {
  AdminRecordPatch: ({ version }) => ({ status: 'in_progress', version }),
  TaxIntakePatch: ({ version }) => ({ status: 'in_progress', version }),
  AdminReferralPatch: ({ version }) => ({ status: 'contacted', version }),
  BookingAdminAppointmentPatch: ({ version }) => ({ note: 'Prefers a morning call', version }),
  BookingClosureCreate: () => ({ office: 'dearborn', startsAt: inDays(200), endsAt: inDays(201), reason: 'Staff training' }),
  AdminRefundCreate: () => ({ reason: 'Client cancelled' }),
  RecordNoteCreate: () => ({ body: 'Called back; left a voicemail' }),
  RecordReplyCreate: () => ({ body: 'Thank you; we will call you tomorrow.' }),
  CourseSessionCreate: () => ({
    code: 'MATRIX-1',
    title: 'Tax Preparer Course',
    format: 'online',
    firstDay: '2030-01-07',
    lastDay: '2030-02-01',
    seats: 20,
    registrationDeadline: '2030-01-06',
  }),
  CourseSessionPatch: ({ version }) => ({ title: 'Tax Preparer Course (evenings)', version }),
  NotificationPreferencesUpdate: () => ({ appointment_booked: 'digest', payment_received: 'immediate' }),
  CalendarFeedCreate: () => ({ offices: ['dearborn', 'remote'] }),
  JobPostingCreate: () => ({
    title: 'Seasonal Receptionist',
    location: 'Dearborn, MI',
    pay: '$15 per hour',
    payMinCents: 1500,
    payMaxCents: 1500,
    payUnit: 'HOUR',
    type: 'Part-time',
    employmentTypes: ['PART_TIME'],
    summary: 'Welcome clients at the front desk.',
    duties: ['Greet clients'],
    requirements: [],
    preferred: [],
    benefits: [],
    datePosted: '2026-11-20',
    validThrough: '2027-04-15',
  }),
  JobPostingPatch: ({ version }) => ({ pay: '$16 per hour', version }),
  // Office hours start at version 1 (migration) and nothing else in this file changes them.
  OfficeHoursUpdate: () => ({ version: 1, week: [{ day: 'monday', opens: '10:00', closes: '19:00' }] }),
  MessageCreate: () => ({ body: 'Thank you; we received your documents.' }),
  InvoiceCreate: () => ({ lines: [{ description: 'Tax preparation', amountCents: 25_000 }] }),
  EngagementCreate: () => ({ clientEmail: uniqueEmail('matrix-client'), taxYear: 2025, kind: 'business' }),
  EngagementPatch: ({ version }) => ({ status: 'received', version }),
  EngagementNoteCreate: () => ({ body: 'Called the client' }),
  DocumentRequestCreate: () => ({ type: 'document', title: '2025 W-2 from Ford' }),
  DocumentRequestPatch: () => ({ action: 'close', version: 1 }),
  TaxIntakeEngagementCreate: () => ({}),
  BulkRequest: () => ({ kind: 'contact-messages', ids: [seeded.contactMessageId], action: { type: 'status', status: 'in_progress' } }),
  SignatureRequestCreate: () => ({
    kind: 'engagement-letter',
    scope: 'Federal and Michigan returns',
    feeCents: 30_000,
    signers: [{ role: 'taxpayer', name: 'Casey Client' }],
  }),
  InOfficeSessionCreate: () => ({
    signerId: signatureSigner,
    idType: 'drivers-license',
    idLastFour: '1234',
    idExpiresOn: `${new Date().getUTCFullYear() + 2}-01-31`,
  }),
  SignatureVoid: () => ({ reason: 'Fee changed' }),
};
/** The seeded signature request's signer (the in-office session names it). */
let signatureSigner = '';

const SOME_ID = '00000000-0000-4000-8000-0000000000aa';
const inDays = (days: number) => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + days * 86_400_000).toISOString();
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
type Document = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>> };

async function call(t: PaymentsTestApp, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

/**
 * Built from the routes the application registers (Express's router, with Nest's guards), so a route left out of
 * the OpenAPI document is still covered, and a new staff route is covered without editing this file:
 * anonymous, referrer A, referrer B, staff at AAL1 and staff at AAL2 (AUTH_STAFF_REQUIRE_AAL2=true, as in production).
 */
describe('authorisation matrix over the registered /api routes', () => {
  let t: PaymentsTestApp;
  let routes: RegisteredRoute[];
  let staffRoutes: RegisteredRoute[];
  let document: Document;
  const people: Record<'referrerA' | 'referrerB' | 'subject' | 'staffAal1' | 'staffAal2', { token: string; email: string; id: string }> = {} as Record<
    'referrerA' | 'referrerB' | 'subject' | 'staffAal1' | 'staffAal2',
    { token: string; email: string; id: string }
  >;
  const friendOfA = uniqueEmail('friend-of-a');
  let resumeUpload: string;
  let documentRequest: string;
  let signatureRequest: string;

  beforeAll(async () => {
    t = await startPaymentsTestApp('stripe', { AUTH_STAFF_REQUIRE_AAL2: 'true' });
    for (const who of ['referrerA', 'referrerB', 'subject', 'staffAal1', 'staffAal2'] as const) {
      const email = uniqueEmail(who);
      const token = (await signUpRaw(t.authUrl, email)).access_token;
      people[who] = { token, email, id: claimsOf(token)['sub'] as string };
    }
    await sql(t.database.url, `UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"roles":["staff"]}' WHERE email IN (lower($1), lower($2))`, [
      people.staffAal1.email,
      people.staffAal2.email,
    ]);
    const token = people.staffAal2.token;
    const factor = (await authFetch<{ id: string; totp: { secret: string } }>(t.authUrl, '/factors', { body: { factor_type: 'totp' }, token })).body;
    const challenge = (await authFetch<{ id: string }>(t.authUrl, `/factors/${factor.id}/challenge`, { body: {}, token })).body;
    const code = new TOTP({ secret: Secret.fromBase32(factor.totp.secret) }).generate();
    people.staffAal2.token = (
      await authFetch<{ access_token: string }>(t.authUrl, `/factors/${factor.id}/verify`, { body: { challenge_id: challenge.id, code }, token })
    ).body.access_token;

    await seedOneOfEverything();
    routes = registeredApiRoutes(t.app);
    staffRoutes = routes.filter((route) => route.access === 'staff');
    document = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as Document;
  });
  afterAll(() => t.close());

  /** One record in each staff list, made the way clients make them. */
  async function seedOneOfEverything(): Promise<void> {
    const made = async (path: string, body: unknown, token?: string) => {
      const res = await call(t, 'POST', `/api${path}`, token, body);
      if (res.status !== 201 && res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
      return JSON.parse(res.text) as Record<string, unknown>;
    };
    await made('/referrals', friend(friendOfA), people.referrerA.token);
    seeded.contactMessageId = (await made('/intake/contact', validContactMessage()))['id'] as string;
    await made('/intake/group-registrations', validGroupRegistration());
    await made('/intake/tax-info', validIntake());
    const application = await validApplication(t);
    resumeUpload = application['resume'] as string;
    await made('/careers/applications', application);
    await made('/booking/appointments', {
      ...contact(uniqueEmail('booker')),
      office: 'dearborn',
      service: 'individual-return',
      startsAt: (await freeTimes(t.baseUrl))[0],
    });
    const payment = await made('/payments/checkout', {
      amount: 5000,
      description: 'Payroll setup',
      name: 'Casey Client',
      email: uniqueEmail('casey'),
      phone: '313-555-0142',
    });
    const id = payment['id'] as string;
    const s = (await sql<{ s: string }>(t.database.url, `SELECT stripe_session_id AS s FROM payments WHERE id = $1`, [id]))[0]!.s;
    const paid = await t.deliver(
      checkoutEvent('checkout.session.completed', {
        id: s,
        client_reference_id: id,
        metadata: { payment_id: id },
        payment_status: 'paid',
        amount_total: 5000,
        currency: 'usd',
        payment_intent: `pi_${id.replaceAll('-', '')}`,
      }),
    );
    if (paid.status !== 200) throw new Error(`webhook: ${paid.status}`);
    const engagement = await made('/admin/engagements', { clientEmail: uniqueEmail('client'), taxYear: 2025, kind: 'individual' }, people.staffAal2.token);
    documentRequest = (await made(`/admin/engagements/${engagement['id'] as string}/requests`, { type: 'question', title: 'Moved?' }, people.staffAal2.token))[
      'id'
    ] as string;
    const signature = await made(
      `/admin/engagements/${engagement['id'] as string}/signature-requests`,
      BODIES['SignatureRequestCreate']!({}),
      people.staffAal2.token,
    );
    signatureRequest = signature['id'] as string;
    signatureSigner = (signature['signers'] as Array<{ id: string }>)[0]!.id;
  }

  it('finds every registered /api route in the OpenAPI document, or on the short list of those kept out (with why)', () => {
    expect(routes.length).toBeGreaterThan(50);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    const missing = routes.map(key).filter((route) => !documented.has(route) && !NOT_DOCUMENTED.some(([pattern]) => pattern.test(route)));
    expect(missing).toEqual([]);
    const unusedExceptions = NOT_DOCUMENTED.filter(([pattern]) => !routes.some((route) => pattern.test(key(route)))).map(([pattern]) => String(pattern));
    expect(unusedExceptions).toEqual([]);
  });

  it('guards every /api/admin route as staff only', () => {
    expect(staffRoutes.length).toBeGreaterThanOrEqual(40);
    expect(routes.filter((route) => route.path.startsWith('/api/admin/') && route.access !== 'staff').map(key)).toEqual([]);
  });

  it('staff routes: 401 anonymous, 403 for referrers, 403 insufficient_aal for staff without a second factor', async () => {
    const refused: string[] = [];
    for (const route of staffRoutes) {
      const path = route.path.replace(/\{[^}]+\}/g, SOME_ID);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const expectations: Array<[string, string | undefined, (status: number, text: string) => boolean]> = [
        ['anonymous', undefined, (s) => s === 401],
        ['referrer A', people.referrerA.token, (s, text) => s === 403 && text.includes('"forbidden"')],
        ['referrer B', people.referrerB.token, (s, text) => s === 403 && text.includes('"forbidden"')],
        ['staff at AAL1', people.staffAal1.token, (s, text) => s === 403 && text.includes('"insufficient_aal"')],
      ];
      for (const [who, token, ok] of expectations) {
        const { status, text } = await call(t, route.method, path, token, body);
        if (!ok(status, text)) refused.push(`${key(route)} as ${who}: ${status}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("referrals: signed-in routes refuse the anonymous, and referrer B never sees referrer A's referral", async () => {
    const problems: string[] = [];
    const signedIn = routes.filter(
      (route) => route.path.startsWith('/api/referrals') && route.access === 'user' && route.method === 'GET' && !route.path.includes('{'),
    );
    expect(signedIn.length).toBeGreaterThanOrEqual(3);
    for (const route of signedIn) {
      const anonymous = await call(t, route.method, route.path);
      if (anonymous.status !== 401) problems.push(`${key(route)} anonymous: ${anonymous.status}`);
      const asB = await call(t, route.method, route.path, people.referrerB.token);
      if (asB.text.includes(friendOfA) || asB.text.includes(people.referrerA.email)) problems.push(`${key(route)} shows A's data to B`);
      const asA = await call(t, route.method, route.path, people.referrerA.token);
      if (asA.status >= 400) problems.push(`${key(route)} as A: ${asA.status}`);
    }
    expect(problems).toEqual([]);
    expect((await call(t, 'GET', '/api/referrals', people.referrerA.token)).text).toContain(friendOfA);
  });

  it('staff at AAL2 succeed (2xx) on every staff route, with real ids and valid bodies', async () => {
    const staff = people.staffAal2.token;
    const ids: Record<string, string> = {
      '/api/admin/people': people.subject.id,
      '/api/profiles': people.subject.id,
      '/api/admin/uploads': resumeUpload,
      '/api/admin/offices': 'dearborn',
      '/api/admin/requests': documentRequest,
      '/api/admin/signature-requests': signatureRequest,
    };
    // The record behind `{id}`: the person or upload the test made, else the newest in the route's list.
    async function recordBehind(collection: string): Promise<Record<string, unknown>> {
      const listed = async () => {
        const list = JSON.parse((await call(t, 'GET', collection, staff)).text) as { items?: Array<{ id: string }> } | Array<{ id: string }>;
        const first = (Array.isArray(list) ? list : (list.items ?? []))[0];
        if (!first) throw new Error(`${collection} lists nothing: make one in seedOneOfEverything()`);
        return first;
      };
      const id = ids[collection] ?? (await listed()).id;
      const detail = routes.some((route) => route.method === 'GET' && route.path === `${collection}/{id}`);
      return detail
        ? (JSON.parse((await call(t, 'GET', `${collection}/${id}`, staff)).text) as Record<string, unknown>)
        : id === ids[collection]
          ? { id }
          : await listed();
    }
    // Reads first, then changes, removals last (a closure is removed after it is made).
    const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const ordered = [...staffRoutes].sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
    const failed: string[] = [];
    for (const route of ordered) {
      const collection = route.path.split('/{')[0]!;
      const record = route.path.includes('{') ? await recordBehind(collection) : {};
      const query = QUERIES[key(route)];
      const path = `${route.path.replace(/\{[^}]+\}/g, String(record['id']))}${query ? `?${query}` : ''}`;
      const schema = document.paths[route.path]?.[route.method.toLowerCase()]?.requestBody?.content['application/json']?.schema.$ref?.split('/').pop();
      if (schema && !BODIES[schema]) {
        failed.push(`${key(route)}: no body for ${schema} in BODIES`);
        continue;
      }
      const { status, text } = await call(t, route.method, path, staff, schema ? BODIES[schema]!(record) : undefined);
      if (status < 200 || status > 299) failed.push(`${key(route)} (${path}): ${status} ${text.slice(0, 200)}`);
    }
    expect(failed).toEqual([]);
    expect(ordered.length).toBe(staffRoutes.length);
  });
});

import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { apiCall, staffMember } from '../tax-intake/tax-intake-http';
import { validApplication } from './careers-http';

const posting = (overrides: Record<string, unknown> = {}) => ({
  title: 'Seasonal Receptionist',
  location: 'Dearborn, MI',
  pay: '$15 per hour',
  payMinCents: 1500,
  payMaxCents: 1500,
  payUnit: 'HOUR',
  type: 'Part-time',
  employmentTypes: ['PART_TIME', 'SEASONAL'],
  summary: 'Welcome clients at the front desk through the filing season.',
  duties: ['Greet clients', 'Answer the phone'],
  requirements: ['Friendly and organised'],
  preferred: ['Speaks Arabic or Spanish'],
  benefits: ['Paid training'],
  datePosted: '2026-11-20',
  validThrough: '2027-04-15',
  ...overrides,
});

type Posting = Record<string, unknown> & { id: string; version: number };
const audits = (t: AuthTestApp, id: string) =>
  sql<{ action: string }>(t.database.url, `SELECT action FROM audit_log WHERE subject_type = 'job_postings' AND subject_id = $1 ORDER BY created_at`, [id]);

describe('job postings', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };
  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
  });
  afterAll(() => t.close());

  const publicIds = async () => ((await apiCall<Posting[]>(t, 'GET', '/careers/postings')).body as Posting[]).map((p) => p.id);

  it("lists the open postings, each with its closing date; the client's two openings are there from the start", async () => {
    const res = await apiCall<Posting[]>(t, 'GET', '/careers/postings');
    expect(res.status).toBe(200);
    const ids = (res.body as Posting[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['experienced-tax-preparer', 'client-service-specialist']));
    expect((res.body as Posting[]).find((p) => p.id === 'experienced-tax-preparer')).toMatchObject({
      title: 'Experienced Tax Preparer',
      payMinCents: 1700,
      validThrough: '2027-04-15',
      status: 'open',
    });
  });

  it('staff publish a posting: it is listed on /careers at once and the creation is audited', async () => {
    const res = await apiCall<Posting>(t, 'POST', '/admin/job-postings', { token: staff.token, body: posting() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: 'seasonal-receptionist', title: 'Seasonal Receptionist', status: 'open', version: 1, validThrough: '2027-04-15' });
    expect(await publicIds()).toContain('seasonal-receptionist');
    expect(await audits(t, 'seasonal-receptionist')).toEqual([{ action: 'job_postings.created' }]);

    const again = await apiCall<Posting>(t, 'POST', '/admin/job-postings', { token: staff.token, body: posting() });
    expect(again.status).toBe(201);
    expect(again.body.id).toMatch(/^seasonal-receptionist-[0-9a-f]{6}$/);

    const list = await apiCall<Posting[]>(t, 'GET', '/admin/job-postings', { token: staff.token });
    expect(list.status).toBe(200);
    expect((list.body as Posting[]).map((p) => p.id)).toEqual(expect.arrayContaining(['seasonal-receptionist', again.body.id]));
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: undefined }],
    ['title', { title: 'x'.repeat(201) }],
    ['validThrough', { validThrough: '2026-11-01' }],
    ['validThrough', { validThrough: '2027-02-30' }],
    ['payMinCents', { payMinCents: -1 }],
    ['payMinCents', { payMinCents: 15.5 }],
    ['payMaxCents', { payMaxCents: 1000 }],
    ['employmentTypes', { employmentTypes: [] }],
    ['duties', { duties: Array.from({ length: 31 }, () => 'a duty') }],
  ])('refuses a posting with a bad %s (4xx naming it); nothing is stored', async (field, change) => {
    const res = await apiCall(t, 'POST', '/admin/job-postings', { token: staff.token, body: posting({ title: `Bad ${field}`, ...change }) });
    expect(res.status).toBe(400);
    expect(res.body['errors']).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await sql(t.database.url, `SELECT id FROM job_postings WHERE title = $1`, [`Bad ${field}`])).toEqual([]);
  });

  it('edits at the version read; a second edit from the same version gets 409; checks dates against the stored posting', async () => {
    const created = (await apiCall<Posting>(t, 'POST', '/admin/job-postings', { token: staff.token, body: posting({ title: 'Bookkeeper' }) })).body;
    const first = await apiCall<Posting>(t, 'PATCH', `/admin/job-postings/${created.id}`, { token: staff.token, body: { version: 1, pay: '$16 per hour' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pay: '$16 per hour', version: 2 });

    const stale = await apiCall(t, 'PATCH', `/admin/job-postings/${created.id}`, { token: staff.token, body: { version: 1, title: 'Senior Bookkeeper' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', errors: [{ field: 'version' }] });

    const inverted = await apiCall(t, 'PATCH', `/admin/job-postings/${created.id}`, { token: staff.token, body: { version: 2, validThrough: '2026-11-19' } });
    expect(inverted.status).toBe(422);
    expect(inverted.body).toMatchObject({ errors: [{ field: 'validThrough' }] });

    expect((await apiCall(t, 'PATCH', `/admin/job-postings/${created.id}`, { token: staff.token, body: { version: 2, title: '' } })).status).toBe(400);
    expect((await apiCall(t, 'PATCH', '/admin/job-postings/no-such-posting', { token: staff.token, body: { version: 1, title: 'x' } })).status).toBe(404);
    expect(await audits(t, created.id)).toEqual([{ action: 'job_postings.created' }, { action: 'job_postings.updated' }]);
  });

  it('an application is tied to its posting; once closed, the posting leaves /careers and Quick Apply answers 410', async () => {
    const created = (await apiCall<Posting>(t, 'POST', '/admin/job-postings', { token: staff.token, body: posting({ title: 'Tax Season Intern' }) })).body;
    const applied = await apiCall(t, 'POST', '/careers/applications', { body: await validApplication(t, { jobId: created.id }) });
    expect(applied.status).toBe(201);
    expect(await sql(t.database.url, `SELECT job_id FROM career_applications WHERE id = $1`, [applied.body['id']])).toEqual([{ job_id: created.id }]);
    const detail = await apiCall(t, 'GET', `/admin/applications/${applied.body['id'] as string}`, { token: staff.token });
    expect(detail.body).toMatchObject({ jobId: created.id, jobTitle: 'Tax Season Intern' });

    const closed = await apiCall<Posting>(t, 'PATCH', `/admin/job-postings/${created.id}`, { token: staff.token, body: { version: 1, status: 'closed' } });
    expect(closed.status).toBe(200);
    expect(await publicIds()).not.toContain(created.id);

    const body = await validApplication(t, { jobId: created.id });
    const late = await apiCall(t, 'POST', '/careers/applications', { body });
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ code: 'job_posting_closed', errors: [{ field: 'jobId' }] });
    expect(late.body['message']).toMatch(/closed/);
    expect(await sql(t.database.url, `SELECT id FROM career_applications WHERE email = $1`, [body['email']])).toEqual([]);

    const unknown = await apiCall(t, 'POST', '/careers/applications', { body: await validApplication(t, { jobId: 'no-such-job' }) });
    expect(unknown.status).toBe(422);
  });

  it('a posting whose closing date has passed is not listed and takes no applications', async () => {
    const created = (
      await apiCall<Posting>(t, 'POST', '/admin/job-postings', {
        token: staff.token,
        body: posting({ title: 'Last Season', datePosted: '2025-01-02', validThrough: '2025-04-15' }),
      })
    ).body;
    expect(created.status).toBe('open');
    expect(await publicIds()).not.toContain(created.id);
    expect((await apiCall(t, 'POST', '/careers/applications', { body: await validApplication(t, { jobId: created.id }) })).status).toBe(410);
  });
});

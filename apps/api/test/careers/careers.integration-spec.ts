import { signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { sql } from '../support/sql';
import { apiCall, expectReplayedPost, staffMember } from '../tax-intake/tax-intake-http';
import { docx, jpeg, uploadResume, validApplication } from './careers-http';

const REFERENCE = /^HA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const storedFor = (t: AuthTestApp, email: string) =>
  sql(t.database.url, 'SELECT reference, job_id, name, phone, cover_note, resume_id, status FROM career_applications WHERE email = $1', [email]);
const outboxCount = async (t: AuthTestApp) => (await sql<{ n: number }>(t.database.url, 'SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n;
const ownerOf = async (t: AuthTestApp, uploadId: string) =>
  (await sql<{ owner_type: string | null; owner_id: string | null }>(t.database.url, 'SELECT owner_type, owner_id FROM uploads WHERE id = $1', [uploadId]))[0];

describe('POST /api/careers/applications', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  it('stores the application for its job, claims the résumé, and mails the applicant and the hiring team', async () => {
    const body = await validApplication(t);
    const email = body['email'] as string;
    const res = await apiCall(t, 'POST', '/careers/applications', { body });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID), reference: expect.stringMatching(REFERENCE) });
    const reference = res.body['reference'] as string;
    expect(await storedFor(t, email)).toEqual([
      {
        reference,
        job_id: 'experienced-tax-preparer',
        name: 'Katherine Johnson',
        phone: '(313) 555-0142',
        cover_note: body['coverNote'],
        resume_id: body['resume'],
        status: 'new',
      },
    ]);
    expect(await ownerOf(t, body['resume'] as string)).toEqual({ owner_type: 'career_application', owner_id: res.body['id'] });

    await outboxDrained(t.app, t.database.url);
    const confirmation = await t.smtp.next(email);
    expect(confirmation.text).toContain('Experienced Tax Preparer');
    expect(confirmation.text).toContain(reference);
    expect(confirmation.html).toContain(reference);
    const hiring = await t.smtp.next('careers@hurontax.example', (m) => m.text.includes(reference));
    expect(hiring.text).toContain(email);
    expect(hiring.text).toContain('return.pdf');
    // The random reference may itself hold 555: only the rest of the subject must not carry the applicant's details.
    for (const mail of [confirmation, hiring]) expect(mail.subject.replaceAll(reference, '')).not.toMatch(/Katherine|Johnson|example|555/);
  });

  it('accepts a Word résumé and no cover note', async () => {
    const body = await validApplication(t, { resume: await uploadResume(t, docx), coverNote: '' });
    const res = await apiCall(t, 'POST', '/careers/applications', { body });
    expect(res.status).toBe(201);
    expect(await storedFor(t, body['email'] as string)).toMatchObject([{ cover_note: null }]);
  });

  it.each([
    ['jobId', { jobId: '' }],
    ['name', { name: '  ' }],
    ['name', { name: 'x'.repeat(201) }],
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: '' }],
    ['phone', { phone: '555-01' }],
    ['resume', { resume: '' }],
    ['resume', { resume: 'not-an-id' }],
    ['coverNote', { coverNote: 'x'.repeat(3001) }],
  ])('refuses a bad %s with 422 naming it, storing and mailing nothing', async (field, change) => {
    const body = await validApplication(t, change);
    const before = await outboxCount(t);
    const res = await apiCall(t, 'POST', '/careers/applications', { body });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 422, errors: [{ field, message: expect.any(String) }] });
    expect(await storedFor(t, body['email'] as string)).toEqual([]);
    expect(await outboxCount(t)).toBe(before);
  });

  it('refuses a job that is not open, a résumé that is a photo, and an unknown or used upload, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ jobId: 'chief-executive' }, 'jobId', /open jobs/],
      [{ resume: await uploadResume(t, jpeg) }, 'resume', /"w2\.jpg" is not a PDF, DOC or DOCX file/],
      [{ resume: '00000000-0000-4000-8000-000000000000' }, 'resume', /not an upload of yours/],
    ];
    const used = await validApplication(t);
    expect((await apiCall(t, 'POST', '/careers/applications', { body: used })).status).toBe(201);
    cases.push([{ resume: used['resume'] }, 'resume', /already attached/]);
    const photo = await apiCall(t, 'POST', '/careers/applications', { body: await validApplication(t, { resume: await uploadResume(t, jpeg) }) });
    // The name and the accepted types travel as params too, for the page to word.
    expect(photo.body['errors']).toEqual([
      expect.objectContaining({ code: 'custom', params: { reason: 'unsupported_file_type', name: 'w2.jpg', accepted: 'PDF, DOC or DOCX' } }),
    ]);
    for (const [change, field, message] of cases) {
      const body = await validApplication(t, change);
      const res = await apiCall(t, 'POST', '/careers/applications', { body });
      expect(res.status).toBe(422);
      expect(res.body['errors']).toEqual([expect.objectContaining({ field, message: expect.stringMatching(message) })]);
      expect(await storedFor(t, body['email'] as string)).toEqual([]);
    }
  });

  it('replays the first answer to a retry with the same Idempotency-Key: one application, two mails', async () => {
    const body = await validApplication(t);
    const before = await outboxCount(t);
    await expectReplayedPost(t, '/careers/applications', body, 'apply-double-click');
    expect(await storedFor(t, body['email'] as string)).toHaveLength(1);
    expect(await outboxCount(t)).toBe(before + 2);
  });
});

describe('/api/admin/applications', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };
  const applications: Array<{ id: string; email: string; resume: string }> = [];

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
    for (const jobId of ['experienced-tax-preparer', 'client-service-specialist']) {
      const body = await validApplication(t, { jobId, name: `Applicant for ${jobId}` });
      const res = await apiCall(t, 'POST', '/careers/applications', { body });
      expect(res.status).toBe(201);
      applications.push({ id: res.body['id'] as string, email: body['email'] as string, resume: body['resume'] as string });
    }
  });
  afterAll(() => t.close());

  it('refuses a signed-out caller (401) and a non-staff account (403) on every route', async () => {
    const member = await signUpRaw(t.authUrl, uniqueEmail());
    const id = applications[0]!.id;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/admin/applications'],
      ['GET', `/admin/applications/${id}`],
      ['PATCH', `/admin/applications/${id}`, { status: 'done', version: 1 }],
    ];
    for (const [method, path, body] of routes) {
      expect((await apiCall(t, method, path, { body })).status).toBe(401);
      expect(await apiCall(t, method, path, { body, token: member.access_token })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    }
    expect((await apiCall(t, 'GET', `/admin/uploads/${applications[0]!.resume}/link`, { token: member.access_token })).status).toBe(403);
  });

  it('lists newest first, filters by job and searches by name; shows the résumé; every read and change is audited', async () => {
    const all = await apiCall<{ items: Array<{ id: string; jobTitle: string }> }>(t, 'GET', '/admin/applications', { token: staff.token });
    expect(all.body.items.map((i) => i.id)).toEqual([applications[1]!.id, applications[0]!.id]);
    const byJob = await apiCall<{ items: Array<{ id: string; jobTitle: string }> }>(t, 'GET', '/admin/applications?job=client-service-specialist', {
      token: staff.token,
    });
    expect(byJob.body.items).toEqual([expect.objectContaining({ id: applications[1]!.id, jobTitle: 'Client Service Specialist' })]);
    const searched = await apiCall<{ items: Array<{ id: string }> }>(t, 'GET', `/admin/applications?q=${encodeURIComponent(applications[0]!.email)}`, {
      token: staff.token,
    });
    expect(searched.body.items.map((i) => i.id)).toEqual([applications[0]!.id]);
    expect((await apiCall(t, 'GET', '/admin/applications?office=dearborn&limit=0', { token: staff.token })).status).toBe(400);

    const detail = await apiCall(t, 'GET', `/admin/applications/${applications[0]!.id}`, { token: staff.token });
    expect(detail.body).toMatchObject({
      jobTitle: 'Experienced Tax Preparer',
      phone: '(313) 555-0142',
      resume: { id: applications[0]!.resume, name: 'return.pdf', type: 'application/pdf' },
      status: 'new',
      version: 1,
    });
    const link = await apiCall(t, 'GET', `/admin/uploads/${applications[0]!.resume}/link`, { token: staff.token });
    expect(link.status).toBe(200);

    const done = await apiCall(t, 'PATCH', `/admin/applications/${applications[0]!.id}`, {
      token: staff.token,
      body: { status: 'in_progress', note: 'Call Monday', version: 1 },
    });
    expect(done.body).toMatchObject({ status: 'in_progress', internalNote: 'Call Monday', version: 2 });
    const stale = await apiCall(t, 'PATCH', `/admin/applications/${applications[0]!.id}`, { token: staff.token, body: { status: 'done', version: 1 } });
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict' } });
    expect((await apiCall(t, 'GET', '/admin/applications/00000000-0000-4000-8000-000000000000', { token: staff.token })).body).toMatchObject({
      status: 404,
      message: expect.stringContaining('Job application'),
    });

    const audit = await sql<{ action: string }>(
      t.database.url,
      `SELECT action FROM audit_log WHERE actor_id = $1 AND subject_type IN ('career_applications') ORDER BY id`,
      [staff.id],
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['career_applications.listed', 'career_applications.read', 'career_applications.updated']),
    );
  });
});

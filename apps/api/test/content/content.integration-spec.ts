import { articleSlugs, jobPostings, longDate, michiganToday, offices, taxCalendar } from '@huron/shared/content';
import { startTestApp, type TestApp } from '../support/test-app';

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const res = await fetch(`${t.baseUrl}/api/content${path}`);
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> & unknown[] };
  };

  it('lists the twelve articles without bodies, in library order', async () => {
    const { status, headers, body } = await get('/articles');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(body.map((a) => (a as { slug: string }).slug)).toEqual([...articleSlugs]);
    expect(body.every((a) => !('html' in (a as object)))).toBe(true);
  });

  it.each([...articleSlugs])('serves article %s with its HTML body', async (slug) => {
    const { status, body } = await get(`/articles/${slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug, title: expect.any(String), description: expect.any(String) });
    expect(body['html']).toMatch(/<h2[^>]*>/);
    expect(body['words']).toBeGreaterThan(500);
  });

  it('answers an unknown article with 404 in the API error format', async () => {
    const { status, body } = await get('/articles/no-such-article');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, code: 'not_found', message: "Article 'no-such-article' not found" });
  });

  it('answers a malformed slug with 400 naming the field', async () => {
    const { status, body } = await get(`/articles/${encodeURIComponent('../../etc/passwd')}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed', errors: [{ field: 'slug', message: expect.any(String) }] });
    expect((await get(`/articles/${'a'.repeat(200)}`)).status).toBe(400);
  });

  it('serves the eight knowledge-base cards', async () => {
    const { body } = await get('/knowledge-base');
    expect(body.map((c) => (c as { id: string }).id)).toEqual([
      'filing-deadlines',
      'common-deductions',
      'required-documents',
      'planning-tips',
      'michigan-tax',
      'business-essentials',
      'audit-prevention',
      'retirement-planning',
    ]);
  });

  it('states deadlines from the tax calendar for today, never as a written date or a token', async () => {
    const calendar = taxCalendar(michiganToday());
    for (const path of ['/knowledge-base', '/services', '/articles/tax-tips-individuals']) {
      const text = JSON.stringify((await get(path)).body);
      expect(text).not.toContain('{{');
      expect(text).toContain(longDate(calendar.filingDeadline));
    }
  });

  it('serves the offices with the addresses from the spec', async () => {
    const { body } = await get('/offices');
    expect(body).toHaveLength(offices.length);
    const dearborn = await get('/offices/dearborn');
    expect(dearborn.body).toMatchObject({ address: { street: '23814 Michigan Ave', postalCode: '48124' }, phone: '(313) 555-0142' });
    const ypsilanti = await get('/offices/ypsilanti');
    expect(ypsilanti.body).toMatchObject({ address: { street: '1775 Washtenaw Ave', postalCode: '48197' } });
    expect((await get('/offices/lansing')).status).toBe(404);
  });

  it('serves the two jobs with their pay ranges in cents', async () => {
    const { body } = await get('/jobs');
    expect(body).toHaveLength(jobPostings.length);
    expect((await get('/jobs/experienced-tax-preparer')).body).toMatchObject({ payMinCents: 1700, payMaxCents: 1900 });
    expect((await get('/jobs/client-service-specialist')).body).toMatchObject({ payMinCents: 1400, payMaxCents: 1600 });
    expect((await get('/jobs/ceo')).status).toBe(404);
  });

  it('serves the tax course at 14900 cents with the four 2025 sessions', async () => {
    const { body } = await get('/courses');
    const [course] = body as Array<{ id: string; feeCents: number; sessions: Array<{ code: string }> }>;
    expect(course!.feeCents).toBe(14900);
    expect(course!.sessions.map((s) => s.code)).toEqual(['2501', '2502', '2503', '2504']);
    expect((await get(`/courses/${course!.id}`)).status).toBe(200);
    expect((await get('/courses/nope')).status).toBe(404);
  });

  it('serves the service pages and the legal pages', async () => {
    const services = await get('/services');
    expect(services.body.map((s) => (s as { slug: string }).slug)).toEqual(['individual-tax-services', 'business-tax-services', 'advisory']);
    expect((await get('/services/advisory')).status).toBe(200);
    const terms = await get('/legal/terms');
    expect(terms.body).toMatchObject({ slug: 'terms', lastUpdatedLabel: 'March 15, 2023' });
    expect(terms.body['html']).toContain('$100');
    expect((await get('/legal/cookies')).status).toBe(404);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/content/articles', '/api/content/articles/{slug}', '/api/content/offices/{slug}']));
  });
});

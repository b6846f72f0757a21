import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { apiCall, staffMember } from '../tax-intake/tax-intake-http';

type Page = { items: Array<{ name?: string; fullName?: string }>; nextCursor: string | null };

describe('lead lists sorted by name (?sort=name|-name), keyset pages', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
    for (const [i, name] of ['bravo Sort', 'Alpha Sort', 'charlie Sort', 'Alpha Sort'].entries()) {
      await sql(t.database.url, `INSERT INTO contact_messages (reference, name, email, office, message) VALUES ($1, $2, $3, 'dearborn', 'Hi')`, [
        `HC-SORT${i}`,
        name,
        `sort${i}@example.com`,
      ]);
      await sql(
        t.database.url,
        `INSERT INTO tax_intakes (reference, schema_version, full_name, email, phone, filing_status, office, contact_method, contact_time, answers, consented_at)
         VALUES ($1, 1, $2, $3, '(313) 555-0100', 'single', 'dearborn', 'email', 'any', '{}', now())`,
        [`HT-SORT${i}`, name, `sort${i}@example.com`],
      );
    }
  });
  afterAll(() => t.close());

  async function all(path: string, field: 'name' | 'fullName'): Promise<string[]> {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: Page } = await apiCall<Page>(t, 'GET', `${path}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
        token: staff.token,
      });
      expect(res.status).toBe(200);
      names.push(...res.body.items.map((item) => item[field]!));
      cursor = res.body.nextCursor;
    } while (cursor);
    return names;
  }

  it('reads A to Z and Z to A, page by page, whatever the case, equal names each once', async () => {
    const az = ['Alpha Sort', 'Alpha Sort', 'bravo Sort', 'charlie Sort'];
    expect(await all('/admin/contact-messages?q=sort&sort=name', 'name')).toEqual(az);
    expect(await all('/admin/contact-messages?q=sort&sort=-name', 'name')).toEqual([...az].reverse());
    expect(await all('/admin/tax-intakes?q=sort&sort=name', 'fullName')).toEqual(az);
  });

  it('refuses a by-date cursor for a list by name, and an unknown sort, naming the parameter', async () => {
    const byDate = await apiCall<Page>(t, 'GET', '/admin/contact-messages?limit=1', { token: staff.token });
    const wrong = await apiCall<{ errors: Array<{ field: string }> }>(
      t,
      'GET',
      `/admin/contact-messages?sort=name&cursor=${encodeURIComponent(byDate.body.nextCursor!)}`,
      { token: staff.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e) => e.field)).toEqual(['cursor']);
    const unknown = await apiCall<{ errors: Array<{ field: string }> }>(t, 'GET', '/admin/contact-messages?sort=email', { token: staff.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.map((e) => e.field)).toEqual(['sort']);
  });
});

import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { staffMember } from '../tax-intake/tax-intake-http';

describe('CSV exports in words (issue 45)', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
    // Received 7:42 PM EST on Nov 26 (00:42 on the 27th in UTC).
    await sql(
      t.database.url,
      `INSERT INTO tax_intakes (reference, schema_version, full_name, email, phone, filing_status, office, contact_method, contact_time, answers, consented_at, status, created_at)
       VALUES ('HT-CSV001', 1, 'Dana Words', 'dana.words@example.com', '(313) 555-0101', 'married_filing_jointly', 'ann-arbor', 'text', 'any', '{}', now(), 'in_progress', '2026-11-27T00:42:00Z')`,
    );
    await sql(
      t.database.url,
      `INSERT INTO payments (reference, amount_cents, refunded_cents, description, name, email, phone, course, status, paid_at, created_at)
       VALUES ('HP-CSV001', 123450, 25000, 'Tax school', 'Dana Words', 'dana.words@example.com', '(313) 555-0101', 'basic', 'partially_refunded', '2026-07-04T16:05:00Z', '2026-07-04T16:00:00Z')`,
    );
  });
  afterAll(() => t.close());

  async function download(path: string): Promise<string[]> {
    const res = await fetch(`${t.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(res.status).toBe(200);
    return (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  }

  it('writes a header in words, codes as their words and times in Detroit with their offset', async () => {
    const [header, row] = await download('/admin/tax-intakes/export.csv');
    expect(header).toBe('Reference,Received,Name,Email,Phone,Filing status,Office,Contact by,Status,Internal note');
    expect(row).toBe(
      'HT-CSV001,2026-11-26 19:42 -05:00,Dana Words,dana.words@example.com,(313) 555-0101,Married filing jointly,Ann Arbor,Text message,In progress,',
    );
  });

  it('writes money in dollars, and summer times with the daylight offset', async () => {
    const [header, row] = await download('/admin/payments/export.csv');
    expect(header).toBe('Reference,Created,Paid,Name,Email,Phone,Description,Amount (dollars),Refunded (dollars),Currency,Status');
    expect(row).toBe(
      'HP-CSV001,2026-07-04 12:00 -04:00,2026-07-04 12:05 -04:00,Dana Words,dana.words@example.com,(313) 555-0101,Tax school,1234.50,250.00,usd,Partly refunded',
    );
  });
});

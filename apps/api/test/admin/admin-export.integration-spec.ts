import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { apiCall, staffMember } from '../tax-intake/tax-intake-http';
import { validContactMessage } from '../intake/intake-http';

describe('CSV export of staff lists', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
    for (const [i, name] of ['=HYPERLINK("http://evil.example","click")', 'Plain, Name', '@SUM(A1:A9)'].entries()) {
      expect(
        (
          await apiCall(t, 'POST', '/intake/contact', {
            body: validContactMessage({ name, office: i === 1 ? 'dearborn' : 'ypsilanti', message: `line one\nline "two" ${i}` }),
          })
        ).status,
      ).toBe(201);
    }
  });
  afterAll(() => t.close());

  const download = (path: string, token?: string) => fetch(`${t.baseUrl}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('streams the filtered list as an attachment, with formula cells escaped and RFC 4180 quoting', async () => {
    const res = await download('/admin/contact-messages/export.csv?office=ypsilanti', staff.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contact-messages.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a UTF-8 byte-order mark, so Excel reads accents
    const body = bytes.subarray(3).toString('utf8');
    expect(body.startsWith('Reference,Received,Name,Email,Phone,Office,Message,Status,Internal note\r\n')).toBe(true);
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(body).toContain(`'@SUM(A1:A9)`);
    expect(body).not.toContain('Plain, Name');
    expect(body).toContain('"line one\nline ""two"" 0"');
    const [{ n }] = (await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM contact_messages WHERE office = 'ypsilanti'`)) as [{ n: number }];
    expect(body.match(/\r\nHC-/g)).toHaveLength(n);
    const audit = await sql<{ details: { rows: number; filters: string[] } }>(
      t.database.url,
      `SELECT details FROM audit_log WHERE action = 'contact_messages.exported' AND actor_id = $1`,
      [staff.id],
    );
    expect(audit).toEqual([{ details: { rows: n, filters: ['office'] } }]);
  });

  it('exports every list the same way, and only to staff', async () => {
    const lists = [
      'contact-messages',
      'group-registrations',
      'applications',
      'tax-intakes',
      'audit',
      'appointments',
      'payments',
      'tax-school/registrations',
      'referrals',
    ];
    for (const path of lists.map((list) => `/admin/${list}/export.csv`)) {
      expect((await download(path)).status).toBe(401);
      const res = await download(path, staff.token);
      expect(res.status).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 3)
          .toString('hex'),
      ).toBe('efbbbf');
    }
    expect((await download('/admin/contact-messages/export.csv?status=nope', staff.token)).status).toBe(400);
  });
});

import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { apiCall, staffMember } from '../tax-intake/tax-intake-http';

const BAD_DAYS = ['0000-01-01', '2026-02-30', '2026-13-45', '9999-12-31'];
const STAFF_LISTS = ['applications', 'audit', 'contact-messages', 'group-registrations', 'payments', 'tax-intakes'];

/** Issue 40 items 3 and 4: days a calendar or a database cannot hold answer 400 naming the parameter, never 500. */
describe('date parameters', () => {
  let t: AuthTestApp;
  let staff: { token: string };
  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
  });
  afterAll(() => t.close());

  const refusal = async (path: string, token?: string) => {
    const res = await apiCall(t, 'GET', path, { token });
    const body = res.body as { code?: string; errors?: { field: string }[] };
    return { status: res.status, code: body.code, fields: body.errors?.map((e) => e.field) };
  };

  it.each(BAD_DAYS)('staff lists and their CSV exports refuse from/to = %s before sending a byte', async (day) => {
    for (const list of STAFF_LISTS) {
      for (const path of [`/admin/${list}`, `/admin/${list}/export.csv`]) {
        expect({ path, ...(await refusal(`${path}?from=${day}`, staff.token)) }).toEqual({ path, status: 400, code: 'validation_failed', fields: ['from'] });
        expect({ path, ...(await refusal(`${path}?to=${day}`, staff.token)) }).toEqual({ path, status: 400, code: 'validation_failed', fields: ['to'] });
      }
    }
  });

  it.each(BAD_DAYS)('the staff appointment list and its CSV refuse day = %s', async (day) => {
    for (const path of ['/admin/appointments', '/admin/appointments/export.csv']) {
      expect({ path, ...(await refusal(`${path}?day=${day}`, staff.token)) }).toEqual({ path, status: 400, code: 'validation_failed', fields: ['day'] });
    }
  });

  it.each(BAD_DAYS)('availability refuses from = to = %s', async (day) => {
    expect(await refusal(`/booking/availability?office=dearborn&from=${day}&to=${day}`)).toEqual({
      status: 400,
      code: 'validation_failed',
      fields: ['from', 'to'],
    });
  });

  it('still answers the widest days allowed', async () => {
    expect((await apiCall(t, 'GET', '/booking/availability?office=dearborn&from=2999-12-01&to=2999-12-31')).status).toBe(200);
    for (const list of STAFF_LISTS) expect((await apiCall(t, 'GET', `/admin/${list}?from=1900-01-01&to=2999-12-31`, { token: staff.token })).status).toBe(200);
    expect((await apiCall(t, 'GET', '/admin/appointments?day=2999-12-31', { token: staff.token })).status).toBe(200);
  });
});

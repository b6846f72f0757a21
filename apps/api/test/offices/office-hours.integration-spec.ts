import { call, contact } from '../booking/booking-helpers';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { apiCall, staffMember } from '../tax-intake/tax-intake-http';

interface Hours {
  office: string;
  week: { day: string; opens: string; closes: string }[];
  holidays: { date: string; name: string; closed: boolean; source: string }[];
  version: number;
}

const STANDARD_WEEK = [
  { day: 'monday', opens: '10:00', closes: '19:00' },
  { day: 'tuesday', opens: '10:00', closes: '19:00' },
  { day: 'wednesday', opens: '10:00', closes: '19:00' },
  { day: 'thursday', opens: '10:00', closes: '19:00' },
  { day: 'friday', opens: '10:00', closes: '19:00' },
  { day: 'saturday', opens: '10:00', closes: '17:00' },
  { day: 'sunday', opens: '11:00', closes: '16:00' },
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
const detroitTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Detroit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

describe('office hours and holidays', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };
  beforeAll(async () => {
    // A year's horizon, so the next Christmas and New Year's Day are always bookable days but for the holiday.
    t = await startAuthTestApp({ BOOKING_HORIZON_DAYS: '365' });
    staff = await staffMember(t);
  });
  afterAll(() => t.close());

  const hours = async (office: string) => (await apiCall<Hours>(t, 'GET', `/admin/offices/${office}/hours`, { token: staff.token })).body;
  const timesOn = async (office: string, date: string) => {
    const res = await call(t.baseUrl, 'GET', `/booking/availability?office=${office}&from=${date}&to=${date}`);
    expect(res.status).toBe(200);
    return (res.body['days'] as { date: string; times: { startsAt: string }[] }[]).flatMap((d) => d.times.map((x) => x.startsAt));
  };
  /** A day at least three days ahead that is `weekday` and no holiday of `office`. */
  const ordinary = (h: Hours, weekday: string) => {
    let date = plusDays(new Date().toISOString().slice(0, 10), 3);
    while (weekdayOf(date) !== weekday || h.holidays.some((x) => x.date === date)) date = plusDays(date, 1);
    return date;
  };

  it('gives each office the standard week and the US federal holidays of the next year, all closed', async () => {
    const res = await apiCall<Hours>(t, 'GET', '/admin/offices/dearborn/hours', { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ office: 'dearborn', week: STANDARD_WEEK, version: 1 });
    const names = res.body.holidays.map((h) => h.name);
    expect(names).toEqual(expect.arrayContaining(["New Year's Day", 'Independence Day', 'Thanksgiving Day', 'Christmas Day']));
    expect(res.body.holidays.every((h) => h.closed && h.source === 'federal')).toBe(true);
  });

  it("Christmas Day and New Year's Day offer no times, where an ordinary day offers the whole day", async () => {
    const h = await hours('dearborn');
    for (const name of ['Christmas Day', "New Year's Day"]) {
      const holiday = h.holidays.find((x) => x.name === name)!;
      expect(await timesOn('dearborn', holiday.date)).toEqual([]);
      const sameWeekday = ordinary(h, weekdayOf(holiday.date));
      expect((await timesOn('dearborn', sameWeekday)).length).toBeGreaterThan(0);
    }
  });

  it('a booking on a holiday is refused', async () => {
    const christmas = (await hours('dearborn')).holidays.find((x) => x.name === 'Christmas Day')!.date;
    const startsAt = new Date(Date.parse(`${christmas}T16:00:00Z`)).toISOString();
    const res = await call(t.baseUrl, 'POST', '/booking/appointments', {
      body: { office: 'dearborn', service: 'individual-return', startsAt, ...contact(uniqueEmail('holiday')) },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).toContain('startsAt');
  });

  it('new weekly hours drive availability at once; the change is audited; the second editor of one version gets 409', async () => {
    const before = await hours('ypsilanti');
    const week = [
      { day: 'monday', opens: '09:00', closes: '12:00' },
      { day: 'tuesday', opens: '10:00', closes: '19:00' },
    ];
    const res = await apiCall<Hours>(t, 'PUT', '/admin/offices/ypsilanti/hours', { token: staff.token, body: { version: before.version, week } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ office: 'ypsilanti', week, version: before.version + 1 });

    const monday = await timesOn('ypsilanti', ordinary(before, 'monday'));
    expect(monday.map(detroitTime)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(await timesOn('ypsilanti', ordinary(before, 'saturday'))).toEqual([]);
    expect((await timesOn('dearborn', ordinary(before, 'saturday'))).length).toBeGreaterThan(0);

    const stale = await apiCall(t, 'PUT', '/admin/offices/ypsilanti/hours', { token: staff.token, body: { version: before.version, week: STANDARD_WEEK } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', errors: [{ field: 'version' }] });
    expect((await hours('ypsilanti')).week).toEqual(week);

    expect(await sql(t.database.url, `SELECT action, subject_id FROM audit_log WHERE subject_type = 'office_hours'`)).toEqual([
      { action: 'office_hours.updated', subject_id: 'ypsilanti' },
    ]);
  });

  it('per office, a federal holiday can be kept open and an extra day closed', async () => {
    const before = await hours('ann-arbor');
    const christmas = before.holidays.find((x) => x.name === 'Christmas Day')!;
    const extra = ordinary(before, 'wednesday');
    const res = await apiCall<Hours>(t, 'PUT', '/admin/offices/ann-arbor/hours', {
      token: staff.token,
      body: {
        version: before.version,
        week: STANDARD_WEEK,
        holidays: [
          { date: christmas.date, name: 'Christmas Day', closed: false },
          { date: extra, name: 'Staff training', closed: true },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.holidays).toEqual(
      expect.arrayContaining([
        { date: christmas.date, name: 'Christmas Day', closed: false, source: 'federal' },
        { date: extra, name: 'Staff training', closed: true, source: 'office' },
      ]),
    );
    expect((await timesOn('ann-arbor', christmas.date)).length).toBeGreaterThan(0);
    expect(await timesOn('ann-arbor', extra)).toEqual([]);
    // Other offices keep the federal default.
    expect(await timesOn('dearborn', christmas.date)).toEqual([]);
  });

  it.each([
    ['week.0.closes', { week: [{ day: 'monday', opens: '17:00', closes: '09:00' }] }],
    ['week.0.closes', { week: [{ day: 'monday', opens: '09:00', closes: '09:00' }] }],
    ['week.1.day', { week: [STANDARD_WEEK[0], STANDARD_WEEK[0]] }],
    ['week.0.opens', { week: [{ day: 'monday', opens: '9am', closes: '17:00' }] }],
    ['week.0.day', { week: [{ day: 'someday', opens: '09:00', closes: '17:00' }] }],
    ['week', { week: 'all week' }],
    ['version', { version: -1, week: STANDARD_WEEK }],
    [
      'holidays.1.date',
      {
        week: STANDARD_WEEK,
        holidays: [
          { date: '2027-03-03', name: 'A', closed: true },
          { date: '2027-03-03', name: 'B', closed: true },
        ],
      },
    ],
    ['holidays.0.name', { week: STANDARD_WEEK, holidays: [{ date: '2027-03-03', name: '', closed: true }] }],
  ])('refuses bad hours with 400 naming %s, changing nothing', async (field, change) => {
    const before = await hours('remote');
    const res = await apiCall(t, 'PUT', '/admin/offices/remote/hours', { token: staff.token, body: { version: before.version, ...change } });
    expect(res.status).toBe(400);
    expect(res.body['errors']).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await hours('remote')).toEqual(before);
  });

  it('refuses an unknown office with 400', async () => {
    expect((await apiCall(t, 'GET', '/admin/offices/lansing/hours', { token: staff.token })).status).toBe(400);
  });
});

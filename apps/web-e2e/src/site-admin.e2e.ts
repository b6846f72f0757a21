import { waitForHydration } from './support/hydration';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createStaff, signInAsStaff, type Staff } from './support/staff';

// Issue 43 §2 and §3: staff edit job postings and office hours in /admin, and the SERVED HTML (not only the hydrated
// page) of /careers and the office pages shows them within the refresh interval (1 s on the e2e server), no rebuild.

const html = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

const STANDARD_WEEK = [
  { day: 'monday', opens: '10:00', closes: '19:00' },
  { day: 'tuesday', opens: '10:00', closes: '19:00' },
  { day: 'wednesday', opens: '10:00', closes: '19:00' },
  { day: 'thursday', opens: '10:00', closes: '19:00' },
  { day: 'friday', opens: '10:00', closes: '19:00' },
  { day: 'saturday', opens: '10:00', closes: '17:00' },
  { day: 'sunday', opens: '11:00', closes: '16:00' },
];

async function restoreHours(request: APIRequestContext, staff: Staff, office: string) {
  const headers = { authorization: `Bearer ${staff.token}` };
  const current = (await (await request.get(`/api/admin/offices/${office}/hours`, { headers })).json()) as { version: number };
  const res = await request.put(`/api/admin/offices/${office}/hours`, { headers, data: { version: current.version, week: STANDARD_WEEK, holidays: [] } });
  expect(res.status(), await res.text()).toBe(200);
}

test('staff publish and close a job posting; /careers serves it (with JobPosting validThrough) and then drops it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const staff = await createStaff(request);
  await signInAsStaff(page, staff, '/admin/job-postings');
  const title = `Front Desk Lead ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: 'New job posting' }).click();
  const form = page.getByRole('form', { name: 'New job posting' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Location').fill('Dearborn, MI');
  await form.getByLabel('Pay as people read it').fill('$18 per hour');
  await form.getByLabel('Lowest pay (dollars)').fill('18');
  await form.getByLabel('Highest pay (dollars)').fill('18');
  await form.getByLabel('Type as people read it').fill('Seasonal');
  await form.getByLabel('Employment type').selectOption('SEASONAL');
  await form.getByLabel('Summary').fill('Run the front desk through the filing season.');
  await form.getByLabel('Duties').fill('Greet clients\nKeep the schedule');
  await form.getByLabel('Posted on').fill('2026-11-27');
  // The closing date before the posting date: refused beside the field, nothing published.
  await form.getByLabel('Closing date', { exact: true }).fill('2026-11-01');
  await form.getByRole('button', { name: 'Publish posting' }).click();
  await expect(form.getByLabel('Closing date', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Closing date', { exact: true }).fill('2099-04-15');
  await form.getByRole('button', { name: 'Publish posting' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Open');
  // Reached by in-app navigation (no served document carries it), /careers asks the API for the open postings. The back
  // office has no public footer: the visit goes through a public page that starts the app at once.
  await page.goto('/schedule');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  await expect.poll(() => html(request, '/careers'), { timeout: 15_000 }).toContain(title);
  const served = await html(request, '/careers');
  expect(served).toContain('"validThrough":"2099-04-15"');
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  await page.goto('/admin/job-postings');
  await page.getByRole('button', { name: `Close ${title}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Closed');
  await expect.poll(() => html(request, '/careers'), { timeout: 15_000 }).not.toContain(title);
});

test("staff change an office's week and close an extra day; the office page, its JSON-LD and booking follow", async ({ page, request }) => {
  test.setTimeout(90_000);
  const staff = await createStaff(request);
  try {
    await signInAsStaff(page, staff, '/admin/hours');
    await page.getByLabel('Office', { exact: true }).selectOption('ypsilanti');
    const week = page.getByRole('form', { name: 'Weekly hours' });
    await week.getByLabel('Monday opens').fill('09:00');
    await week.getByLabel('Monday closes').fill('08:00');
    await week.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(week.getByText('Closing time must be after opening time.')).toBeVisible();
    await week.getByLabel('Monday closes').fill('17:00');
    await week.getByLabel('Saturday opens').fill('');
    await week.getByLabel('Saturday closes').fill('');
    await week.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(page.getByText('The office hours are saved.')).toBeVisible();

    const extra = page.getByRole('form', { name: 'Close an extra day' });
    // A day within the next 60 days, so the office page lists it among the upcoming closures.
    await extra.getByLabel('Date').fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
    await extra.getByLabel('Name').fill('Staff training day');
    await extra.getByRole('button', { name: 'Close an extra day' }).click();
    await expect(page.getByRole('row', { name: /Staff training day/ })).toContainText('Closed');

    // Both changes are in the served HTML (the week was saved first, so a render may show it before the closed day).
    await expect.poll(() => html(request, '/ypsilanti'), { timeout: 15_000 }).toContain('Staff training day');
    const served = await html(request, '/ypsilanti');
    expect(served).toContain('Mon 9am-5pm');
    expect(served).toContain('"dayOfWeek":["Monday"],"opens":"09:00","closes":"17:00"');
    expect(served).not.toContain('"dayOfWeek":["Saturday"]');
    await page.goto('/ypsilanti');
    await expect(page.getByRole('row', { name: 'Mon 9am-5pm' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming closures' })).toBeVisible();
    await expect(page.getByText(/closed for Staff training day/)).toBeVisible();

    // Booking: no Saturday times at Ypsilanti any more.
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 16 * 86_400_000).toISOString().slice(0, 10);
    const availability = (await (await request.get(`/api/booking/availability?office=ypsilanti&from=${from}&to=${to}`)).json()) as {
      days: { date: string; times: unknown[] }[];
    };
    const saturdays = availability.days.filter((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay() === 6);
    expect(saturdays.length).toBeGreaterThan(0);
    expect(saturdays.every((d) => d.times.length === 0)).toBe(true);
  } finally {
    await restoreHours(request, staff, 'ypsilanti');
  }
});

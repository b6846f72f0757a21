import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { createStaff, signInAsStaff } from './support/staff';

// The served HTML follows the database without a rebuild (platform/web-host live-pages.ts): a staff change to a Tax
// School session in /admin shows in /tax-school's raw HTML (its table and its Course JSON-LD) and on the page. The
// default server checks the site data every second (SITE_DATA_REFRESH_SECONDS in playwright.config.ts).

/** The JSON in the page's site data element, as the server embedded it. */
const siteDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
    courseSessions?: { sessions: Array<{ code: string; seatsLeft: number; priceCents: number }> };
  };

test("a staff change to a session shows in /tax-school's served HTML and on the page, without a rebuild", async ({ page, request }) => {
  const staff = await createStaff(request);
  const sessions = (await (await request.get('/api/admin/course-sessions', { headers: { authorization: `Bearer ${staff.token}` } })).json()) as {
    items: Array<{ code: string; seats: number; seatsTaken: number }>;
  };
  const before = sessions.items.find((s) => s.code === '2503')!;
  const seats = before.seats === 27 ? 26 : 27; // a value the row does not have yet, whatever ran before

  await signInAsStaff(page, staff, '/admin/course-sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax School sessions' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Edit session 2503' }).click();
  const form = page.getByRole('form', { name: 'Edit session 2503' });
  await form.getByLabel('Seats', { exact: true }).fill(String(seats));
  await form.getByLabel('Price (dollars)').fill('159.00');
  await form.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('Session saved')).toBeVisible();
  const row = page.getByRole('row', { name: /^2503 / });
  await expect(row).toContainText(`${before.seatsTaken} of ${seats}`);
  await expect(row).toContainText('$159.00');

  // The raw HTML, as a crawler or a visitor without script gets it: the table and the structured data.
  const seatsLeft = seats - before.seatsTaken;
  await expect
    .poll(async () => siteDataOf(await (await request.get('/tax-school')).text()).courseSessions?.sessions.find((s) => s.code === '2503'), { timeout: 20_000 })
    .toMatchObject({ seatsLeft, priceCents: 15900 });
  const html = await (await request.get('/tax-school')).text();
  expect(html).toMatch(new RegExp(`<th[^>]*>2503</th>.*?${seatsLeft} seats left`, 's'));
  const course = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Course')!;
  const instance = (course['hasCourseInstance'] as Array<Record<string, unknown>>).find((i) => String(i['name']).includes('2503'))!;
  expect(instance).toMatchObject({
    '@type': 'CourseInstance',
    courseMode: 'Blended',
    offers: { price: '159.00', availability: 'https://schema.org/InStock' },
    courseSchedule: { byDay: ['https://schema.org/Saturday'], startTime: '10:00', endTime: '14:00' },
  });

  // The page itself, hydrated from the same data (no mismatch warnings).
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/tax-school');
  await waitForHydration(page);
  await expect(page.getByRole('table', { name: 'Tax School sessions' }).getByRole('row', { name: /^2503 / })).toContainText(`${seatsLeft} seats left`);
  expect(warnings).toEqual([]);
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { sqlOnServer } from './support/database';
import { createStaff, signInAsStaff } from './support/staff';

// Issue 45, work: bulk assignment by keyboard, My work, an appointment's outcome and the calendar, as staff use them.

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const tagOf = () => `W${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The day an instant falls on in Detroit (YYYY-MM-DD). */
const detroitDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(new Date(iso));

async function sendContactMessage(request: APIRequestContext, name: string): Promise<void> {
  const response = await request.post('/api/intake/contact', { data: { name, email: unique('work'), message: 'Please call me about my return.' } });
  expect(response.status(), await response.text()).toBe(201);
}

/** A booked appointment at Dearborn (the first free time from `daysAhead` on), by a client named `name`. */
async function book(request: APIRequestContext, name: string, daysAhead = 2): Promise<{ id: string; startsAt: string }> {
  const from = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + (daysAhead + 20) * 86_400_000).toISOString().slice(0, 10);
  const availability = (await (await request.get(`/api/booking/availability?office=dearborn&from=${from}&to=${to}`)).json()) as {
    days: Array<{ times: Array<{ startsAt: string }> }>;
  };
  const times = availability.days.flatMap((day) => day.times.map((time) => time.startsAt));
  // Another worker may take a time first: try the next ones.
  for (const startsAt of times.slice(0, 10)) {
    const email = unique('booked');
    const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    const booked = await request.post('/api/booking/appointments', {
      data: { office: 'dearborn', service: 'individual-return', startsAt, name, email, phone: `(313) 555-${digits}` },
    });
    if (booked.status() === 201) return { id: ((await booked.json()) as { id: string }).id, startsAt };
  }
  throw new Error('no free appointment time');
}

test('bulk-assigns two rows to me by keyboard, with one confirmation, and finds them in My work with counts', async ({ page, request }) => {
  const staff = await createStaff(request);
  const tag = tagOf();
  await sendContactMessage(request, `${tag} Avery`);
  await sendContactMessage(request, `${tag} Blake`);
  await signInAsStaff(page, staff, '/admin/contact-messages');
  await page.goto(`/admin/contact-messages?q=${tag}`);
  const table = page.getByRole('table', { name: /Contact messages/ });
  await expect(table.getByRole('row')).toHaveCount(3);

  // Keyboard only: the heading checkbox selects both rows, the change is chosen with the arrow key, Apply, confirm.
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Change the selected rows' });
  await expect(bar.getByRole('status')).toHaveText('2 selected');
  const change = bar.getByLabel('Change', { exact: true });
  await change.focus();
  await page.keyboard.press('ArrowDown');
  await expect(change).toHaveValue(/^assign:/);
  await expect(change.locator('option:checked')).toHaveText('Me');
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Apply to selected' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Assign 2 records to Me?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go back' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, change them' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '2 records changed' })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(tag) }).getByRole('cell', { name: staff.fullName })).toHaveCount(2);
  await expect(bar.getByRole('status')).toHaveText('No rows selected');

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: /My work/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/my-work$/);
  const mine = page.getByRole('region', { name: 'Contact messages' });
  await expect(mine.getByText('Assigned to you: 2')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'New: 2' })).toBeVisible();
  await expect(mine.getByRole('link', { name: new RegExp(`${tag} Avery`) })).toBeVisible();
  await expect(mine.getByRole('link', { name: new RegExp(`${tag} Blake`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tax intakes' }).getByText('Assigned to you: 0')).toBeVisible();
  await mine.getByRole('link', { name: 'All contact messages assigned to me' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-messages\?assignee=me$/);
  await expect(page.getByRole('table', { name: /Contact messages/ }).getByRole('row')).toHaveCount(3);
});

test('marks an appointment that has started as completed', async ({ page, request }) => {
  const staff = await createStaff(request);
  const name = `Casey ${tagOf()}`;
  const { id } = await book(request, name, 3);
  // No API moves an appointment into the past: the database does, as the clock would.
  await sqlOnServer(`UPDATE booking_appointments SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' WHERE id = $1`, [id]);
  const day = detroitDay(new Date(Date.now() - 2 * 3_600_000).toISOString());
  await signInAsStaff(page, staff, '/admin/appointments');
  await page.goto(`/admin/appointments?day=${day}&office=dearborn`);
  await page
    .getByRole('table')
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link')
    .click();
  const outcome = page.getByRole('region', { name: 'Outcome' });
  await outcome.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Outcome saved' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: /^Completed$/ })).toBeVisible();
  await page.goto(`/admin/appointments?day=${day}&office=dearborn&status=completed`);
  await expect(page.getByRole('table').getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('the calendar week view shows a booked appointment with its preparer; previous, next and today by keyboard', async ({ page, request }) => {
  const staff = await createStaff(request);
  const name = `Devon ${tagOf()}`;
  const { id, startsAt } = await book(request, name, 2);
  const headers = { authorization: `Bearer ${staff.token}` };
  const listed = (await (await request.get(`/api/admin/appointments?day=${detroitDay(startsAt)}&limit=100`, { headers })).json()) as {
    items: Array<{ id: string; version: number }>;
  };
  const version = listed.items.find((item) => item.id === id)!.version;
  const me = (await (await request.get('/api/profiles/me', { headers })).json()) as { id: string };
  expect((await request.patch(`/api/admin/appointments/${id}`, { headers, data: { assigneeId: me.id, version } })).status()).toBe(200);

  const day = detroitDay(startsAt);
  await signInAsStaff(page, staff, '/admin/calendar');
  await page.goto(`/admin/calendar?date=${day}`);
  await expect(page.getByRole('button', { name: 'Week', pressed: true })).toBeVisible();
  const heading = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const schedule = page.getByRole('region', { name: heading });
  const row = schedule.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: staff.fullName })).toBeVisible();
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Detroit' }).format(new Date(startsAt));
  await expect(row.getByRole('rowheader')).toContainText(time);
  const dayHeadings = page.getByRole('heading', { level: 2, name: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), / });
  await expect(dayHeadings).toHaveCount(7);
  await expect(dayHeadings.first()).toHaveText(/^Monday, /);

  // Only my appointments, then the day view, then a day on and back by keyboard.
  await page.getByLabel('Preparer').selectOption('me');
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Day', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dayHeadings).toHaveCount(1);
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Next day' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: heading })).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous day' }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Today', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on My work, the calendar and a list with row selection, ${theme} theme`, async ({ page, request }) => {
    const staff = await createStaff(request);
    await sendContactMessage(request, `${tagOf()} Axe`);
    await book(request, `Axe ${tagOf()}`, 2);
    await useStoredTheme(page, theme);
    await signInAsStaff(page, staff, '/admin/my-work');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('region', { name: 'Contact messages' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin/calendar');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/admin/contact-messages');
    await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
    await expectNoAxeViolations(page);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForMail } from './support/mail';
import { holdRoute } from './support/hold';
import { waitForHydration } from './support/hydration';

const FAILURE_TEXT = 'Unable to load the scheduling widget. Please call us directly.';
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${process.pid}.${Date.now()}.${++counter}@example.com`;

test.use({ viewport: { width: 390, height: 844 } });

/** Focuses an element and types, as a keyboard user who tabbed there would. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

async function openSchedule(page: Page): Promise<void> {
  await page.goto('/schedule');
  await waitForHydration(page);
  await expect(page.getByRole('group', { name: 'Time (Detroit time)' })).toBeVisible();
}

test.describe('booking at a phone width', () => {
  test('books by keyboard, then moves and cancels through the private link in the email', async ({ page }) => {
    await openSchedule(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Office: from the preselected Dearborn, arrow keys move the choice to Ypsilanti.
    await page.getByRole('radio', { name: 'Dearborn office' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Ypsilanti office' })).toBeChecked();
    const day = page.getByLabel('Day', { exact: true });
    await expect(day).not.toHaveValue('');
    const firstTime = page.getByRole('group', { name: 'Time (Detroit time)' }).getByRole('radio').first();
    await firstTime.focus();
    await page.keyboard.press('Space');
    await expect(firstTime).toBeChecked();
    const email = uniqueEmail('keyboard');
    await typeInto(page, 'Name', 'Kim Keyboard');
    await typeInto(page, 'Email', email);
    await typeInto(page, 'Phone', '(734) 555-0123');
    await page.keyboard.press('Enter');

    const confirmation = page.getByRole('status').filter({ hasText: 'Your appointment is booked' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(/Ypsilanti office\. Reference BK-[0-9A-Z]{4}-[0-9A-Z]{4}\./);
    await expect(confirmation).toContainText(email);

    const mail = await waitForMail(email, { subject: /is booked/ });
    const manage = mail.links.find((link) => link.includes('/schedule/manage#'));
    expect(manage).toBeTruthy();
    await page.goto(manage!);
    await waitForHydration(page);
    await expect(page.getByText(/Ypsilanti office\. Reference BK-/)).toBeVisible();
    const dayBefore = await page.getByLabel('Day', { exact: true }).inputValue();
    await page.getByLabel('Day', { exact: true }).focus();
    await page.keyboard.press('ArrowDown'); // the next day: certainly another time than the booked one
    await expect(page.getByLabel('Day', { exact: true })).not.toHaveValue(dayBefore);
    const another = page.getByRole('group', { name: 'Time (Detroit time)' }).getByRole('radio').first();
    await another.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Move appointment' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Moved. We emailed you the updated invitation.' })).toBeVisible();
    await waitForMail(email, { subject: /has moved/ });
    // Cancelling asks first, naming the day and time and how to book again; Escape keeps the appointment.
    const cancelButton = page.getByRole('button', { name: 'Cancel appointment' });
    await cancelButton.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: /^Cancel your appointment on \w+day, \w+ \d+, \d+:\d\d [AP]M E[SD]T\?$/ });
    await expect(confirm).toContainText('book again on our Schedule page or call (800) 555-0100');
    await expect(confirm.getByRole('button', { name: 'Keep my appointment' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Yes, cancel it' })).toBeFocused();
    await page.keyboard.press('Tab'); // focus stays inside the dialog
    await expect(confirm.getByRole('button', { name: 'Keep my appointment' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(cancelButton).toBeFocused();
    await page.reload();
    await expect(page.getByText(/Ypsilanti office\. Reference BK-/)).toBeVisible(); // still booked
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your appointment is cancelled' })).toBeVisible();
    await waitForMail(email, { subject: /is cancelled/ });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('This link does not work any more');
  });

  test('when free times cannot be loaded: the spec message and a call button', async ({ page }) => {
    await page.route('**/api/booking/availability?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"code":"internal","message":"x"}' }),
    );
    await page.goto('/schedule');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toContainText(FAILURE_TEXT);
    await expect(page.getByRole('link', { name: 'Call (800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    await expect(page.getByRole('heading', { name: 'What to Expect' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prefer to call?' })).toBeVisible();
  });

  test('while free times load: the text at once, the spinner only from the second second of the wait', async ({ page }) => {
    // The page's CSS animations stand still until the test lets them run: the spinner's first second, not a race.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
    const availability = await holdRoute(page, '**/api/booking/availability?**');
    await page.goto('/schedule');
    await waitForHydration(page);
    const loading = page.getByRole('status').filter({ hasText: 'Loading available times...' });
    const spinner = loading.locator('.booking-spinner');
    await expect(loading).toBeVisible();
    await expect(spinner).toHaveCSS('opacity', '0');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await expect(spinner).toHaveCSS('opacity', '1');
    availability.release();
    await expect(page.getByRole('group', { name: 'Time (Detroit time)' })).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test('a time taken by someone else meanwhile: 409, new times shown, what was typed is kept', async ({ page }) => {
    await openSchedule(page);
    await page.getByRole('radio', { name: 'Ann Arbor office' }).check(); // one preparer there
    const times = page.getByRole('group', { name: 'Time (Detroit time)' }).getByRole('radio');
    await times.first().check();
    const taken = await times.first().getAttribute('value');
    await page.getByLabel('Name', { exact: true }).fill('Riley Racer');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('race'));
    await page.getByLabel('Phone', { exact: true }).fill('(734) 555-0188');
    await page.getByLabel('Notes (optional)').fill('Bring last year return');
    const other = await page.request.post('/api/booking/appointments', {
      data: { office: 'ann-arbor', service: 'other', startsAt: taken, name: 'Quick Quinn', email: uniqueEmail('quick'), phone: '(734) 555-0111' },
    });
    expect(other.status()).toBe(201);
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/booking/availability') && r.status() === 200);
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That time was just taken' })).toBeVisible();
    await refreshed;
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Riley Racer');
    await expect(page.getByLabel('Notes (optional)')).toHaveValue('Bring last year return');
    await expect(page.locator(`input[type=radio][value="${taken}"]`)).toHaveCount(0);
    await times.first().check();
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your appointment is booked' })).toBeVisible();
  });

  test('an email already holding two upcoming appointments: the refusal says to call the office; the chosen time stays', async ({ page }) => {
    await openSchedule(page);
    await page.getByRole('radio', { name: 'Dearborn office' }).check();
    const times = page.getByRole('group', { name: 'Time (Detroit time)' }).getByRole('radio');
    const email = uniqueEmail('hoarder');
    for (const [index, phone] of [
      [1, '(734) 555-0131'],
      [2, '(734) 555-0132'],
    ] as const) {
      const startsAt = await times.nth(index).getAttribute('value');
      const booked = await page.request.post('/api/booking/appointments', {
        data: { office: 'dearborn', service: 'other', startsAt, name: 'Holly Hoarder', email, phone },
      });
      expect(booked.status(), await booked.text()).toBe(201);
    }
    await times.nth(3).check();
    await page.getByLabel('Name', { exact: true }).fill('Holly Hoarder');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('(734) 555-0133');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'please call the office at (800) 555-0100' })).toBeVisible();
    await expect(times.nth(3)).toBeChecked();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on /schedule and /schedule/manage, ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await openSchedule(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page);
      await page.goto('/schedule/manage#id=00000000-0000-4000-8000-000000000000&token=nope');
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('a remote visitor in London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('sees office times on the buttons, one line each, and their own time once above the list', async ({ page }) => {
    await openSchedule(page);
    await page.getByRole('radio', { name: 'Remote (phone or video)' }).check();
    const group = page.getByRole('group', { name: 'Time (Detroit time)' });
    const first = group.getByRole('radio').first();
    const startsAt = (await first.getAttribute('value'))!;
    const clock = (zone: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(startsAt));
    const note = group.getByText(/^Times are office times in Detroit/);
    await expect(note).toHaveCount(1);
    await expect(note).toHaveText(
      new RegExp(
        `^Times are office times in Detroit \\(E[SD]T\\)\\. Your clock shows GMT(\\+1)?: ${clock('America/Detroit')} here is (\\w{3} )?${clock('Europe/London')} your time\\.$`,
      ),
    );
    await expect(first).toHaveAccessibleName(clock('America/Detroit'));
    await expect(group.getByText('your time')).toHaveCount(1);
    // Every time button's text is on one line, as for a visitor in Detroit.
    const lines = await group.locator('.booking-choice span').evaluateAll((spans) =>
      spans.map((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines)).toEqual(new Set([1]));
  });
});

test.describe('a visitor in Detroit', () => {
  test.use({ timezoneId: 'America/Detroit' });

  test('sees no time zone note', async ({ page }) => {
    await openSchedule(page);
    await expect(page.getByRole('group', { name: 'Time (Detroit time)' }).getByRole('radio').first()).toBeVisible();
    await expect(page.getByText(/Times are office times in Detroit/)).toHaveCount(0);
  });
});

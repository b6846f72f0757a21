import { expect, test } from '@playwright/test';
import { overflowProblem } from './support/overflow';
import { acceptInvitation, openEngagement, staffApi, uniqueEmail } from './support/portal';
import { createStaff } from './support/staff';

// The client portal on a phone: every part of a return (status steps, requests with their upload fields, the thread
// and its composer, an invoice's lines) fits the narrowest phones without sideways scrolling.

test('the portal pages fit a phone: waiting for you, my returns and a return with everything on it', async ({ page, request }) => {
  const staff = await staffApi(request, await createStaff(request));
  const email = uniqueEmail('portal-phone');
  const engagementId = await openEngagement(staff, email);
  await staff.post(`/api/admin/engagements/${engagementId}/requests`, { type: 'question', title: 'Did you sell any stock or cryptocurrency in 2025?' });
  await acceptInvitation(page, email);
  const problems: string[] = [];
  for (const width of [320, 412]) {
    await page.setViewportSize({ width, height: 860 });
    for (const path of ['/portal', '/portal/returns', `/portal/returns/${engagementId}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
      if (path.includes(engagementId)) await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
      const problem = await overflowProblem(page, width, path);
      if (problem) problems.push(problem);
    }
  }
  expect(problems).toEqual([]);
});

import { messages } from '@intake/contracts/messages';
import { apiLogIn, bearer } from '../../fixtures/api.ts';
import { startTestAsNewApplicant } from '../../fixtures/aptitude-test.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';

test('an applicant answering when the school stops the test is told within seconds (issue 18.15)', async ({
  page,
  request,
  mailbox,
}) => {
  const account = await startTestAsNewApplicant(page, request, mailbox.waitForMail, {
    firstName: 'Ngozi',
    email: uniqueEmail('ngozi'),
    phone: '8070000003',
  });
  await page.getByRole('radio').first().check();

  const admin = bearer(await apiLogIn(request, ADMIN.email, ADMIN.password));
  const stopped = await request.delete(`/api/applicant/stopTest/${encodeURIComponent(account.email)}`, {
    headers: admin,
  });
  expect(stopped.ok()).toBe(true);

  // The screen asks every 5 seconds; no click is needed for it to learn.
  await expect(page.getByRole('alert')).toHaveText(messages.testStoppedBySchool, { timeout: 10_000 });
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page.getByLabel('Show us what you got: COMPLETED')).toBeVisible();
});

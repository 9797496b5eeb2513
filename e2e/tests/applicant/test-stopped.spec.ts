import { messages } from '@intake/contracts/messages';
import { validQuestionnaire as questionnaire } from '@intake/test-kit';
import { apiLogIn, bearer, createAccount } from '../../fixtures/api.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import { logIn } from '../../fixtures/sign-in.ts';

test('an applicant answering when the school stops the test is told within seconds (issue 18.15)', async ({
  page,
  request,
  mailbox,
}) => {
  const account = await createAccount(request, mailbox.waitForMail, {
    firstName: 'Ngozi',
    email: uniqueEmail('ngozi'),
    phone: '8070000003',
  });
  const headers = bearer(await apiLogIn(request, account.email, account.password));
  expect((await request.post('/api/questionnaire/submit', { headers, data: questionnaire })).ok()).toBe(true);

  await logIn(page, account.email, account.password);
  await page
    .getByRole('button', { name: /Take Test/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, start my test' }).click();
  await expect(page.getByText('1/20')).toBeVisible();
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

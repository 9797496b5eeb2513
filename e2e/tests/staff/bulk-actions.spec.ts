import { expectAccessible, expectNoSidewaysScroll } from '../../fixtures/a11y.ts';
import {
  type Account,
  apiLogIn,
  completeQuestionnaireAndTest,
  createAccount,
  interviewViaApi,
} from '../../fixtures/api.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import { logIn } from '../../fixtures/sign-in.ts';

test('an admin sends a searched set of interviewed applicants to community at once, one e-mail each', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(150_000);
  const adminToken = await apiLogIn(request, ADMIN.email, ADMIN.password);
  const unique = Date.now().toString().slice(-6);
  const applicants: Account[] = [];
  for (const [firstName, digit] of [
    ['Adaeze', '1'],
    ['Babatunde', '2'],
    ['Chinedu', '3'],
  ] as const) {
    const account = await createAccount(request, mailbox.waitForMail, {
      firstName,
      email: uniqueEmail(firstName.toLowerCase()),
      phone: `806${unique}${digit}`,
    });
    await completeQuestionnaireAndTest(request, account);
    await interviewViaApi(request, adminToken, account.email);
    applicants.push(account);
  }

  // On a phone: the list searched by the fragment the three share.
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/systemAdmin\//);
  await page.goto(`/dashboard/all-applicants?search=806${unique}`);
  for (const applicant of applicants) await expect(page.getByText(applicant.email)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText('3 applicants selected');
  await expectNoSidewaysScroll(page, 'records list with a selection');

  await page.getByRole('button', { name: 'Decide' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Decide: 3 applicants')).toBeVisible();
  await dialog.getByLabel('Decision').selectOption('Send to Community');
  await dialog.getByLabel('Reason').selectOption({ index: 1 });
  await expectAccessible(page, 'bulk decision, confirmation');
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(dialog.getByText('Done: 3 · Skipped: 0 · Failed: 0')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('progressbar', { name: 'Bulk action progress' })).toBeVisible();
  await expectAccessible(page, 'bulk decision, finished');

  // Each of the three gets the community e-mail, once.
  for (const applicant of applicants) {
    await mailbox.waitForMail(
      applicant.email,
      (mail) => mail.subject === 'Your application: join our community',
    );
  }
  await page.waitForTimeout(1_500);
  for (const applicant of applicants) {
    const community = mailbox.received.filter(
      (mail) => mail.to.includes(applicant.email) && mail.subject === 'Your application: join our community',
    );
    expect(community, applicant.email).toHaveLength(1);
  }

  // The list says where they stand now.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText('Admission Rejected').first()).toBeVisible();
});

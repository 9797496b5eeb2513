import { expectAccessible } from '../../fixtures/a11y.ts';
import { expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import {
  fillContactPage,
  fillEducationPage,
  fillMotivationPage,
  fillPersonalPage,
} from '../../fixtures/questionnaire.ts';
import { signUpApplicant } from '../../fixtures/sign-in.ts';

test('a fresh applicant fills every questionnaire page and takes the whole test on a phone', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const applicant = { firstName: 'Chidi', lastName: 'Eze', email: uniqueEmail('chidi'), phone: '8023456789' };
  await signUpApplicant(page, mailbox.waitForMail, applicant);
  await expect(page.getByText('Welcome, Chidi')).toBeVisible();
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSidewaysScroll()).toBe(true);

  await page.getByRole('button', { name: "Fill Form: Let's get to know you" }).click();
  await fillPersonalPage(page);
  await fillContactPage(page);
  await fillMotivationPage(page);
  await fillEducationPage(page);

  await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();
  await expectAccessible(page, 'questionnaire submitted');
  await page.getByRole('button', { name: 'Take Test' }).click();
  const startDialog = page.getByRole('dialog');
  await expect(startDialog.getByText(/ONE attempt/)).toBeVisible();
  await expectAccessible(page, 'test start dialog');
  await startDialog.getByRole('button', { name: 'Start' }).click();
  await startDialog.getByRole('button', { name: 'Yes, start my test' }).click();

  await expect(page.getByText('1/20')).toBeVisible();
  await expect(page.getByText('Time Started')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expectAccessible(page, 'test question');
  expect(await noSidewaysScroll()).toBe(true);
  for (let question = 1; question <= 20; question += 1) {
    await expect(page.getByText(`${question}/20`)).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: question === 20 ? 'Submit' : 'Next' }).click();
  }

  await expect(page).toHaveURL(/\/test_successful\/[\w-]+$/);
  await expect(page.getByText('Amazing')).toBeVisible();
  await expectAccessible(page, 'test successful');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page.getByLabel('Show us what you got: COMPLETED')).toBeVisible();
  await expect(page.getByText("We'd love to chat")).toBeVisible();
  await expectAccessible(page, 'applicant dashboard (tested)');
});

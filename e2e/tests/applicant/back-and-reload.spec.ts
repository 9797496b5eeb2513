import { expectAccessible } from '../../fixtures/a11y.ts';
import { expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import {
  fillContactPage,
  fillEducationPage,
  fillMotivationPage,
  fillPersonalPage,
} from '../../fixtures/questionnaire.ts';
import { signUpApplicant } from '../../fixtures/sign-in.ts';

const reason = 'I want to build software that helps my town.';

test("the phone's Back and a reload keep the applicant's place in the questionnaire and the test (issue 19.4)", async ({
  page,
  mailbox,
}) => {
  test.setTimeout(150_000);
  const applicant = { firstName: 'Ngozi', lastName: 'Ade', email: uniqueEmail('ngozi'), phone: '8023456780' };
  await signUpApplicant(page, mailbox.waitForMail, applicant);
  const welcome = page.getByRole('heading', { name: 'Welcome, Ngozi' });

  // Back from the dashboard's first view reaches /login, which sends a signed-in user back.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);

  await page.getByRole('button', { name: "Fill Form: Let's get to know you" }).click();
  await fillPersonalPage(page);
  await fillContactPage(page);
  await fillMotivationPage(page, reason);
  await expect(page.getByText('4/4')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/\?view=questionnaire&page=4$/);
  await page.getByLabel('Highest level of education').selectOption('Masters');
  const institution = page.getByRole('combobox', { name: 'Undergraduate institution', exact: true });
  await institution.fill('Yaba');

  // A reload comes back to page 4 with what was typed there.
  await page.reload();
  await expect(page.getByText('4/4')).toBeVisible();
  await expect(page.getByLabel('Highest level of education')).toHaveValue('Masters');
  await expect(institution).toHaveValue('Yaba');
  await expectAccessible(page, 'questionnaire 4/4 after a reload');

  // The phone's Back shows page 3, answers in place; Forward is page 4 again.
  await page.goBack();
  await expect(page.getByText('3/4')).toBeVisible();
  await expect(page).toHaveURL(/page=3$/);
  await expect(page.getByLabel('Why do you want to join the program?')).toHaveValue(reason);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillEducationPage(page);

  await page.getByRole('button', { name: 'Take Test' }).click();
  const startDialog = page.getByRole('dialog');
  await startDialog.getByRole('button', { name: 'Start' }).click();
  await startDialog.getByRole('button', { name: 'Yes, start my test' }).click();
  for (const question of [1, 2, 3]) {
    await expect(page.getByText(`${question}/20`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`view=test&page=${question}$`));
    await page
      .getByRole('radio')
      .nth(question % 2)
      .check();
    if (question < 3) await page.getByRole('button', { name: 'Next' }).click();
  }

  // A reload shows question 3 again, its answer kept; Back shows question 2 with its answer.
  await page.reload();
  await expect(page.getByText('3/20')).toBeVisible();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expectAccessible(page, 'test question after a reload');
  await page.goBack();
  await expect(page.getByText('2/20')).toBeVisible();
  await expect(page.getByRole('radio').nth(0)).toBeChecked();

  // Back from the test's first question leaves the view for the dashboard, not /login; the test
  // is still running and its step takes the applicant back to it.
  await page.goBack();
  await expect(page.getByText('1/20')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(welcome).toBeVisible();
  await expectAccessible(page, 'applicant dashboard (testing, after Back)');
  await page.getByRole('button', { name: 'TESTING: Show us what you got' }).click();
  await expect(page.getByText('1/20')).toBeVisible();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();

  // Any view: the phone's Back returns to the dashboard.
  await page.goBack();
  await expect(welcome).toBeVisible();
  await page.getByRole('button', { name: 'View my details' }).click();
  await expect(page).toHaveURL(/view=fullInfo$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(welcome).toBeVisible();
});

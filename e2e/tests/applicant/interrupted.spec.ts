import { expectAccessible } from '../../fixtures/a11y.ts';
import { expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import {
  fillContactPage,
  fillEducationPage,
  fillMotivationPage,
  fillPersonalPage,
} from '../../fixtures/questionnaire.ts';
import { logIn, signUpApplicant } from '../../fixtures/sign-in.ts';

// A short test clock, so the server's deadline passes within the test; a closed browser looks
// like a dropped connection, so the attempt closes once the deadline plus the pause cap passed.
const TEST_SECONDS = 15;
const PAUSE_CAP_SECONDS = 10;
test.use({
  portalEnv: { TEST_SECONDS: String(TEST_SECONDS), TEST_PAUSE_CAP_SECONDS: String(PAUSE_CAP_SECONDS) },
});

test('a dropped connection during the questionnaire loses nothing', async ({
  page,
  context,
  browser,
  mailbox,
}) => {
  test.setTimeout(90_000);
  const applicant = await signUpApplicant(page, mailbox.waitForMail, {
    firstName: 'Ngozi',
    lastName: 'Ade',
    email: uniqueEmail('ngozi'),
    phone: '8034567890',
  });
  await page.getByRole('button', { name: "Fill Form: Let's get to know you" }).click();
  await fillPersonalPage(page);

  await context.setOffline(true);
  await fillContactPage(page);
  await expect(page.getByRole('status').filter({ hasText: 'offline' })).toBeVisible();
  await expectAccessible(page, 'questionnaire offline');
  await expect(page.getByText('3/4')).toBeVisible();
  const reason = 'Typed on a bus with no signal.';
  await page.getByLabel('Why do you want to join the program?').fill(reason);

  // The connection comes back; a reload stays on the page and resumes from what this phone kept.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText('3/4')).toBeVisible();
  await expect(page.getByLabel('Why do you want to join the program?')).toHaveValue(reason);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('4/4')).toBeVisible();

  // Another device finds every page the server was sent, the offline one included.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await logIn(otherPage, applicant.email, applicant.password);
  await otherPage.getByRole('button', { name: "Fill Form: Let's get to know you" }).click();
  await expect(otherPage.getByText('4/4')).toBeVisible();
  await otherPage.getByRole('button', { name: 'Back' }).click();
  await expect(otherPage.getByLabel('Why do you want to join the program?')).toHaveValue(reason);
  await otherPage.getByRole('button', { name: 'Back' }).click();
  await expect(otherPage.getByLabel('Alternate phone number')).toHaveValue('08033334444');
  await otherDevice.close();
});

test('a test left by a closed browser is closed and scored by the server after its deadline', async ({
  page,
  browser,
  mailbox,
  request,
}) => {
  test.setTimeout(90_000);
  const applicant = await signUpApplicant(page, mailbox.waitForMail, {
    firstName: 'Tunde',
    lastName: 'Bello',
    email: uniqueEmail('tunde'),
    phone: '8045678901',
  });
  await page.getByRole('button', { name: "Fill Form: Let's get to know you" }).click();
  await fillPersonalPage(page);
  await fillContactPage(page);
  await fillMotivationPage(page);
  await fillEducationPage(page);
  await page.getByRole('button', { name: 'Take Test' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, start my test' }).click();
  await expect(page.getByText('1/20')).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2/20')).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.context().close();

  // Nobody submits: the server's deadline passes and its job closes the attempt.
  const me = async () =>
    (await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } })).json();
  await expect
    .poll(async () => (await me()).applicationStatus, {
      timeout: (TEST_SECONDS + PAUSE_CAP_SECONDS + 20) * 1000,
    })
    .toBe('TESTED');

  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await logIn(later, applicant.email, applicant.password);
  await expect(later.getByLabel('Show us what you got: COMPLETED')).toBeVisible();
  await laterContext.close();
});

import { apiLogIn, bearer } from '../../fixtures/api.ts';
import { secondsOnClock } from '../../fixtures/aptitude-test.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import {
  fillContactPage,
  fillEducationPage,
  fillMotivationPage,
  fillPersonalPage,
} from '../../fixtures/questionnaire.ts';
import { signUpApplicant } from '../../fixtures/sign-in.ts';

// Short pause settings, so that a 30 s cut is a pause (gap 10 s) well inside the cap.
const TEST_SECONDS = 240;
test.use({
  portalEnv: {
    TEST_SECONDS: String(TEST_SECONDS),
    TEST_PAUSE_GAP_SECONDS: '10',
    TEST_PAUSE_CAP_SECONDS: '120',
    TEST_RESUME_WINDOW_SECONDS: '300',
  },
});

test('a dropped connection mid-test pauses the clock, hides the question and loses no answer', async ({
  page,
  context,
  mailbox,
  request,
}) => {
  test.setTimeout(150_000);
  const applicant = await signUpApplicant(page, mailbox.waitForMail, {
    firstName: 'Chioma',
    lastName: 'Eze',
    email: uniqueEmail('chioma'),
    phone: '8056789012',
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
  const question2 = await page.getByRole('radiogroup').textContent();
  const chosen = page.getByRole('radio').nth(1);
  await chosen.check();
  const chosenValue = await chosen.getAttribute('value');

  // Cut for 30 s: the screen says the clock is paused and shows no question.
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'clock is paused' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('will resume when the connection returns');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const pausedAt = secondsOnClock(await page.getByRole('timer').textContent());
  await page.waitForTimeout(30_000);
  expect(secondsOnClock(await page.getByRole('timer').textContent())).toBe(pausedAt);

  // Back: the same question, the answer chosen before the cut, and the server's clock moved on
  // by the seconds of contact only, not by the 30 s cut.
  await context.setOffline(false);
  await expect(notice).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText('2/20')).toBeVisible();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  expect(await page.getByRole('radiogroup').textContent()).toBe(question2);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const running = async () =>
    (await request.get('/api/applicant/test', { headers: bearer(token ?? '') })).json();
  await expect.poll(async () => Object.keys((await running()).answers).length).toBe(2);
  expect(Object.values((await running()).answers)).toContain(chosenValue);
  // Without the pause about 40 s would be gone; with it, only the seconds of contact.
  expect((await running()).secondsLeft).toBeGreaterThan(TEST_SECONDS - 25);

  // Across a reload: an answer chosen just before a cut is kept on the phone and sent by the
  // reloaded page once the connection is back.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('3/20')).toBeVisible();
  await page.getByRole('radio').first().check();
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await page.waitForTimeout(12_000);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText('3/20')).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expect(notice).toBeHidden();
  await expect.poll(async () => Object.keys((await running()).answers).length, { timeout: 15_000 }).toBe(3);

  // Staff see each pause and the time actually used.
  const adminToken = await apiLogIn(request, ADMIN.email, ADMIN.password);
  const profile = await (
    await request.get(`/api/elder/getApplicantByEmail/${applicant.email}/`, { headers: bearer(adminToken) })
  ).json();
  const { pauses, usedSeconds } = profile.applicantDocument.aptitudeTest;
  const lengths = pauses.map((pause: { seconds: number }) => pause.seconds);
  expect(lengths.some((seconds: number) => seconds >= 28)).toBe(true);
  expect(lengths.some((seconds: number) => seconds >= 11 && seconds < 28)).toBe(true);
  expect(usedSeconds).toBeLessThan(45);
});

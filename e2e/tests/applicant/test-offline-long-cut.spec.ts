import type { ApplicantProfile } from '@intake/contracts/applicant-records';
import { uncountedAnswersMessage, uncountedReasonMessages } from '@intake/contracts/messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../../fixtures/a11y.ts';
import { apiLogIn, bearer } from '../../fixtures/api.ts';
import { secondsOnClock, startTestAsNewApplicant } from '../../fixtures/aptitude-test.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';

// The pause rules at a scale CI can wait for (decision record field-trial-offline-scaled-e2e):
// the real 15-minute test, 20 s gap, 10-minute cap and 30-minute window become 60 s, 8 s, 12 s
// and 120 s. The gap cannot shrink further: it must stay above the screen's 5 s heartbeat.
const TEST_SECONDS = 60;
const GAP = 8;
const CAP = 12;
test.use({
  portalEnv: {
    TEST_SECONDS: String(TEST_SECONDS),
    TEST_PAUSE_GAP_SECONDS: String(GAP),
    TEST_PAUSE_CAP_SECONDS: String(CAP),
    TEST_RESUME_WINDOW_SECONDS: '120',
  },
});

type Profile = NonNullable<ApplicantProfile['applicantDocument']['aptitudeTest']>;

/** An applicant on the running test's first question, and staff's view of the attempt. */
async function onTheTest(
  page: Page,
  request: APIRequestContext,
  mailbox: { waitForMail: Parameters<typeof startTestAsNewApplicant>[2] },
  name: string,
) {
  const account = await startTestAsNewApplicant(page, request, mailbox.waitForMail, {
    firstName: name,
    email: uniqueEmail(name.toLowerCase()),
    phone: '8070000020',
  });
  const admin = bearer(await apiLogIn(request, ADMIN.email, ADMIN.password));
  // Staff's view: reading it is no contact from the applicant, so it never ends a pause.
  const profile = async (): Promise<Profile> =>
    (await (await request.get(`/api/elder/getApplicantByEmail/${account.email}/`, { headers: admin })).json())
      .applicantDocument.aptitudeTest;
  return { account, profile };
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'clock is paused' });

test('a cut longer than the cap (the 15-minute case) closes and scores the attempt, and says what was not counted', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const { profile } = await onTheTest(page, request, mailbox, 'Emeka');
  for (const n of [1, 2]) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`${n + 1}/20`)).toBeVisible();
  }
  await expect.poll(async () => (await profile()).testObj.userTest.filter((q) => q.response).length).toBe(2);
  // Chosen, then the connection drops before the screen could send it: kept on the phone.
  await page.getByRole('radio').first().check();
  await context.setOffline(true);
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);

  // The cut outlasts the time left plus the cap: the close job closes and scores the attempt with
  // the two answers the server counted, without waiting for the applicant.
  await expect
    .poll(async () => (await profile()).closedReason, {
      timeout: (TEST_SECONDS + CAP + 30) * 1000,
      intervals: [2000],
    })
    .toBe('deadline');
  const closed = await profile();
  const counted = closed.testObj.userTest.filter((q) => q.response);
  expect(counted).toHaveLength(2);
  expect(closed.score).toBe(counted.filter((q) => q.response === q.answer).length);
  expect(closed.pauses.at(-1)?.countedSeconds).toBe(CAP);

  // Back online: the screen sends what it kept, learns it came too late and says so.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/test_successful\//, { timeout: 20_000 });
  const told = page.getByRole('alert').filter({ hasText: uncountedAnswersMessage(1) });
  await expect(told).toBeVisible();
  await expect(told).toContainText(`1 ${uncountedReasonMessages['after-close'].you}`);
  await expectAccessible(page, 'test completed with an uncounted answer');
  const after = await profile();
  expect(after.uncountedAnswers).toEqual([{ questionId: expect.any(String), reason: 'after-close' }]);
  expect(after.score).toBe(closed.score);
});

test('a cut at the last question that outlasts the deadline pauses the clock, and the last answer counts', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const { profile } = await onTheTest(page, request, mailbox, 'Adaeze');
  for (let n = 1; n < 20; n += 1) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`${n + 1}/20`)).toBeVisible();
  }
  // The last question, a few seconds before the deadline: chosen, then cut off past the deadline.
  const timer = page.getByRole('timer');
  await expect
    .poll(async () => secondsOnClock(await timer.textContent()), { timeout: TEST_SECONDS * 1000 })
    .toBeLessThanOrEqual(6);
  await page.getByRole('radio').nth(1).check();
  await context.setOffline(true);
  await expect(notice(page)).toBeVisible();
  await page.waitForTimeout((GAP + 2) * 1000);
  // Past the original deadline and not closed: the server counts the cut as a pause.
  expect((await profile()).closedAt).toBeNull();

  await context.setOffline(false);
  await expect(notice(page)).toBeHidden();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  expect(secondsOnClock(await timer.textContent())).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/test_successful\//);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const done = await profile();
  expect(done.closedReason).toBe('submitted');
  expect(done.testObj.userTest.filter((q) => q.response)).toHaveLength(20);
  expect(done.uncountedAnswers).toEqual([]);
  expect(done.pauses.at(-1)?.seconds).toBeGreaterThan(GAP);
});

test('answers chosen before a cut survive a reload while offline and count after the reconnect', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const { profile } = await onTheTest(page, request, mailbox, 'Tobi');
  const started = Date.now();
  await page.getByRole('radio').nth(1).check();
  const chosen = await page.getByRole('radio').nth(1).getAttribute('value');
  await context.setOffline(true);
  await expect(notice(page)).toBeVisible();
  // A reload with no connection fails: the browser has nothing to show but its own error page.
  await page.reload().catch(() => undefined);
  await page.waitForTimeout((GAP + 2) * 1000);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText('1/20')).toBeVisible();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expect(notice(page)).toBeHidden();
  await expect
    .poll(async () => (await profile()).testObj.userTest.find((q) => q.response)?.response, {
      timeout: 15_000,
    })
    .toBe(chosen);
  const after = await profile();
  expect(after.uncountedAnswers).toEqual([]);
  expect(after.pauses.at(-1)?.seconds).toBeGreaterThan(GAP);
  // The deadline moved by the counted pause: the time used is the wall time less that pause.
  const pause = after.pauses.at(-1)?.countedSeconds ?? 0;
  expect(pause).toBeGreaterThan(GAP);
  expect(after.usedSeconds).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1000) - pause + 1);
});

import { expectAccessible } from '../../fixtures/a11y.ts';
import {
  type Account,
  apiLogIn,
  bearer,
  completeQuestionnaireAndTest,
  createAccount,
  createStaff,
} from '../../fixtures/api.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';

// A portal of its own (a worker option of this file only): the elder below is its only elder, so
// the automatic assignment (issue 22.2) gives both applicants to them.
test.use({ portalEnv: { LOG_LEVEL: 'warn' } });

test('an elder reviews two applicants blind with the keyboard only, then sees the queue done', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(150_000);
  const adminToken = await apiLogIn(request, ADMIN.email, ADMIN.password);
  const admin = bearer(adminToken);
  expect(
    (
      await request.post('/api/admin/createBatch', { headers: admin, data: { name: 'Review queue journey' } })
    ).ok(),
  ).toBe(true);
  const cohorts = (await (await request.get('/api/admin/cohorts', { headers: admin })).json()) as {
    id: string;
    isCurrent: boolean;
  }[];
  const cohortId = cohorts.find((cohort) => cohort.isCurrent)?.id ?? '';
  for (const [name, weight] of [
    ['Motivation', 3],
    ['Preparation', 1],
  ] as const) {
    const added = await request.post(`/api/admin/cohorts/${cohortId}/rubric`, {
      headers: admin,
      data: {
        stage: 'FIRST_REVIEW',
        name,
        lowAnchor: `No ${name.toLowerCase()}`,
        highAnchor: `Strong ${name.toLowerCase()}`,
        weight,
      },
    });
    expect(added.status()).toBe(201);
  }

  const elder = await createStaff(
    request,
    mailbox.waitForMail,
    adminToken,
    { firstName: 'Ifeoma', email: uniqueEmail('reviewer'), phone: '8090000002' },
    'Elder',
  );
  const unique = Date.now().toString().slice(-6);
  const applicants: Account[] = [];
  for (const [firstName, digit] of [
    ['Zebedee', '3'],
    ['Ophelia', '4'],
  ] as const) {
    const account = await createAccount(request, mailbox.waitForMail, {
      firstName,
      email: uniqueEmail(firstName.toLowerCase()),
      phone: `807${unique}${digit}`,
    });
    await completeQuestionnaireAndTest(request, account);
    applicants.push(account);
  }

  // Reaching TESTED puts each applicant in the elder's queue.
  const elderToken = await apiLogIn(request, elder.email, elder.password);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/elder/reviews/next', { headers: bearer(elderToken) })).json()) as {
            counts: { open: number };
          }
        ).counts.open,
      { timeout: 30_000 },
    )
    .toBe(2);

  // Signed in with the keyboard: fields typed, Enter sends.
  await page.goto('/login');
  await page.getByLabel('Email').fill(elder.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(elder.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/all-applicants/);
  await page.goto('/dashboard/reviews');

  const main = page.getByRole('main');
  const blindOf = async () => {
    const text = await main.innerText();
    for (const applicant of applicants) {
      expect(text).not.toContain(applicant.firstName);
      expect(text).not.toContain(applicant.email);
      expect(text).not.toContain(applicant.phone);
    }
    expect(text).not.toContain('Okafor');
  };

  // The first applicant, at 360 px: blind, the rubric below the answers.
  await expect(page).toHaveURL(/\/dashboard\/reviews\?applicant=/);
  const first = page.url();
  await expect(page.getByRole('heading', { name: /^Applicant INT-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('2 left · 0 done')).toBeVisible();
  await expect(page.getByText('Blind', { exact: true })).toBeVisible();
  await blindOf();
  await expectAccessible(page, 'my reviews (blind)');
  await page.keyboard.press('4');
  await page.keyboard.press('2');
  await page.keyboard.press('i');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /^Note/ })).toBeFocused();
  // Keys typed in the note are text, not shortcuts.
  await page.keyboard.type('Knows why: 5 years in IT.');
  await expect(
    page.getByRole('radiogroup', { name: /^Motivation/ }).getByRole('radio', { name: '4' }),
  ).toBeChecked();
  await page.keyboard.press('Control+Enter');

  // Straight to the second, at 1280 px.
  await expect(page.getByRole('status')).toContainText(/Review of Applicant INT-\d{6} saved\./);
  await expect(page.getByText('1 left · 1 done')).toBeVisible();
  await expect(page).not.toHaveURL(first);
  await page.setViewportSize({ width: 1280, height: 800 });
  await blindOf();
  await page.keyboard.press('3');
  await page.keyboard.press('k');
  await page.keyboard.press('5');
  await page.keyboard.press('3');
  await page.keyboard.press('n');
  await expect(
    page.getByRole('radiogroup', { name: /^Motivation/ }).getByRole('radio', { name: '5' }),
  ).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Not now (N)' })).toBeChecked();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible();
  await expect(page.getByText('0 left · 2 done')).toBeVisible();
  await expectAccessible(page, 'my reviews (done)');

  // Back keeps the place: the first applicant, reviewed, with the elder's own scores.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(first);
  await expect(
    page.getByRole('radiogroup', { name: /^Preparation/ }).getByRole('radio', { name: '2' }),
  ).toBeChecked();
  await expect(page.getByText('No other review yet.')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await expectAccessible(page, 'my reviews (reviewed)');
});

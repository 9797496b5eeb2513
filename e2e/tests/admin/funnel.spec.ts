import { expectAccessible, expectNoSidewaysScroll } from '../../fixtures/a11y.ts';
import { apiLogIn, bearer, completeQuestionnaireAndTest, createAccount } from '../../fixtures/api.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import { logIn } from '../../fixtures/sign-in.ts';

test('an admin reads the current cohort’s funnel on a phone, the numbers in tables behind the charts', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const admin = bearer(await apiLogIn(request, ADMIN.email, ADMIN.password));
  expect(
    (await request.post('/api/admin/createBatch', { headers: admin, data: { name: 'Funnel journey' } })).ok(),
  ).toBe(true);
  const unique = Date.now().toString().slice(-7);
  // Two applicants of the new cohort: both applied, one went as far as the test.
  await createAccount(request, mailbox.waitForMail, {
    firstName: 'Funmi',
    email: uniqueEmail('funmi'),
    phone: `809${unique}`,
  });
  const tested = await createAccount(request, mailbox.waitForMail, {
    firstName: 'Tobi',
    email: uniqueEmail('tobi'),
    phone: `808${unique}`,
  });
  await completeQuestionnaireAndTest(request, tested);

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/systemAdmin\//);
  await page
    .getByRole('link', { name: /funnel/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/funnel/);
  const reached = page.getByRole('table', { name: /^Applicants of Funnel journey/ });
  await expect(reached).toBeVisible();
  await expect(reached.getByRole('row', { name: /^Applied\b/ })).toContainText('2');
  await expect(reached.getByRole('row', { name: /^Tested\b/ })).toContainText('1');
  await expectNoSidewaysScroll(page, 'funnel');
  await expectAccessible(page, 'funnel');
});

import { expectAccessible } from '../../fixtures/a11y.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import { applyAndReadMail, logIn } from '../../fixtures/sign-in.ts';

test('a new applicant applies, creates a password from the e-mail, logs in and out', async ({
  page,
  mailbox,
  request,
}) => {
  const applicant = { firstName: 'Ada', lastName: 'Obi', email: uniqueEmail('ada'), phone: '8012345678' };
  const createLink = await applyAndReadMail(page, applicant, mailbox.waitForMail);
  expect(createLink).toMatch(/\/createPassword\/[\w-]{43}$/);

  await page.goto(createLink);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a strong password 1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('a strong password 2');
  await page.getByRole('button', { name: 'Create password' }).click();
  await expect(page.getByRole('alert')).toHaveText("Passwords don't match");
  await expectAccessible(page, 'create password with its error');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('a strong password 1');
  await page.getByRole('button', { name: 'Create password' }).click();
  await expect(page).toHaveURL(/\/password_successful$/);
  await expect(page.getByText('Almost there!')).toBeVisible();
  await page
    .getByRole('link', { name: 'Log In' })
    .or(page.getByRole('button', { name: 'Log In' }))
    .click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, applicant.email, 'a strong password 1');
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(page.getByText('Welcome, Ada')).toBeVisible();
  await page.getByRole('button', { name: /Me$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  await expectAccessible(page, 'applicant dashboard with the Me menu');
  await page.keyboard.press('Escape');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: /Me$/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const afterLogout = await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  expect(afterLogout.status()).toBe(401);

  // The link worked once; opened again it says so before anything is typed, with the server's sentence.
  await page.goto(createLink);
  await expect(page.getByRole('alert')).toContainText('invalid or has already been used');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'create password, link used');
  await page.getByRole('button', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
});

test('the admin lands on the admin console', async ({ page }) => {
  // axe reads the console's 2,300 elements at two widths: about 5 s a width on a quiet 2-core machine.
  test.setTimeout(120_000);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/systemAdmin\/admin$/);
  await expect(page.getByRole('region', { name: 'Application', exact: true })).toBeVisible();
  await expectAccessible(page, 'admin console');
});

test("a wrong password says 'Invalid details'; a reset request never says whether the account exists", async ({
  page,
}) => {
  await logIn(page, ADMIN.email, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Invalid details');
  await expectAccessible(page, 'login with its error');

  await page.goto('/resetPassword');
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await expectAccessible(page, 'reset password');
  await page.getByLabel('Email Address').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send email with reset password link' }).click();
  await expect(page).toHaveURL(/\/resetPassword_successful$/);
  await expect(page.getByText('Reset link has been sent')).toBeVisible();
  await expectAccessible(page, 'reset password sent');
});

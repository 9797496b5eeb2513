import type { Locator, Page } from '@playwright/test';
import { apiLogIn, bearer, questionnaire } from '../../fixtures/api.ts';
import { expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import { linkIn } from '../../fixtures/smtp-listener.ts';

/** Whether keyboard focus is on (or inside) `target`. */
const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} never got the focus after ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs to a field and types into it; a native select takes the typed text as type-ahead. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Opens a suggestion list by typing, then takes the first suggestion with the arrow keys. */
async function suggest(page: Page, target: Locator, text: string) {
  await typeInto(page, target, text);
  await expect(page.getByRole('option', { name: text, exact: true }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(target).toHaveValue(text);
}

/** Focus stays in the dialog however far one tabs, both ways; Escape closes it and gives focus back. */
async function expectFocusTrapped(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => hasFocus(dialog), { message: 'focus moves into the dialog' }).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press(key);
      expect(await hasFocus(dialog), `focus left the dialog after ${presses + 1} × ${key}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => hasFocus(opener), { message: 'focus returns to the button that opened it' })
    .toBe(true);
}

test('an applicant applies, signs in, fills the questionnaire and starts the test with the keyboard alone', async ({
  page,
  mailbox,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('keys');
  const password = 'typed with keys only 1';

  // Apply: every field reached with Tab, the select lists by type-ahead, the terms box with Space.
  await page.goto('/');
  await typeInto(page, page.getByLabel('First name'), 'Kemi');
  await typeInto(page, page.getByLabel('Last name'), 'Adeyemi');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Phone number'), '8061234567');
  await typeInto(page, page.getByLabel('Age range'), '21');
  await expect(page.getByLabel('Age range')).toHaveValue('21-30');
  await typeInto(page, page.getByLabel('Gender'), 'F');
  await expect(page.getByLabel('Gender')).toHaveValue('Female');
  // The terms open in a dialog from the box's label: trapped, closed with Escape.
  const terms = page.getByRole('button', { name: /terms/i }).first();
  await tabTo(page, terms);
  await page.keyboard.press('Enter');
  await expectFocusTrapped(page, page.getByRole('dialog'), terms);
  await tabTo(page, page.getByRole('checkbox'), { back: true });
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Apply' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/application_successful$/);

  // Create the password from the e-mailed link; a mismatch is announced.
  const mail = await mailbox.waitForMail(email, (m) => m.text.includes('/createPassword/'));
  await page.goto(linkIn(mail, '/createPassword/'));
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), password);
  await typeInto(page, page.getByRole('textbox', { name: 'Confirm password' }), `${password}x`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText("Passwords don't match");
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/password_successful$/);
  await tabTo(
    page,
    page.getByRole('link', { name: 'Log In' }).or(page.getByRole('button', { name: 'Log In' })),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  // Log in: a wrong password is announced, then the right one.
  await typeInto(page, page.getByLabel('Email'), email);
  const passwordBox = page.getByRole('textbox', { name: 'Password', exact: true });
  await typeInto(page, passwordBox, 'wrong');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid details');
  await tabTo(page, passwordBox, { back: true });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(page.getByText('Welcome, Kemi')).toBeVisible();

  // The information-session drawer traps focus and closes with Escape.
  const sessions = page.getByRole('button', { name: 'Attend an information session' });
  await tabTo(page, sessions);
  await page.keyboard.press('Enter');
  await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Information Session' }), sessions);

  // Questionnaire page 1, every answer from the keyboard; an empty page's error is announced.
  await tabTo(page, page.getByRole('button', { name: "Fill Form: Let's get to know you" }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('1/4')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await suggest(page, page.getByRole('combobox', { name: 'Nationality', exact: true }), 'Nigeria');
  await typeInto(page, page.getByLabel('State of Origin'), 'Enugu');
  await expect(page.getByLabel('State of Origin')).toHaveValue('Enugu');
  await suggest(page, page.getByRole('combobox', { name: 'Country of Residence', exact: true }), 'Nigeria');
  await typeInto(page, page.getByLabel('State of Residence'), 'Lagos');
  await expect(page.getByLabel('State of Residence')).toHaveValue('Lagos');
  await typeInto(page, page.getByLabel('Day'), '14');
  await tabTo(page, page.getByLabel('Month'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await typeInto(page, page.getByLabel('Year'), '2000');
  await typeInto(page, page.getByLabel('Marital Status'), 'Single');
  await typeInto(page, page.getByLabel('Able to commit to program fully?'), 'Yes');
  await tabTo(page, page.getByLabel('I am currently...'));
  await page.keyboard.press('ArrowDown');
  await typeInto(page, page.getByLabel('NYSC Status'), 'Completed');
  for (const label of ['Day', 'Year', 'Marital Status', 'NYSC Status']) {
    await expect(page.getByLabel(label)).not.toHaveValue('');
  }
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByText('2/4')).toBeVisible();

  // The rest of the questionnaire goes in through the API; the test is started from the dashboard.
  const headers = bearer(await apiLogIn(request, email, password));
  expect((await request.post('/api/questionnaire/submit', { headers, data: questionnaire })).ok()).toBe(true);
  await page.goto('/dashboard/');
  const takeTest = page.getByRole('button', { name: 'Take Test' });
  await tabTo(page, takeTest);
  await page.keyboard.press('Enter');
  const startDialog = page.getByRole('dialog');
  await expect(startDialog.getByText(/ONE attempt/)).toBeVisible();
  await expectFocusTrapped(page, startDialog, takeTest);
  await page.keyboard.press('Enter');
  await tabTo(page, startDialog.getByRole('button', { name: 'Start' }));
  await page.keyboard.press('Enter');

  // Question 1: the options are a radio group, chosen with the arrow keys.
  await expect(page.getByText('1/20')).toBeVisible();
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('2/20')).toBeVisible();
});

import { linkIn } from '@intake/test-kit';
import type { Locator, Page } from '@playwright/test';
import {
  admitViaApi,
  apiLogIn,
  bearer,
  completeQuestionnaireAndTest,
  createAccount,
} from '../../fixtures/api.ts';
import { newReceiptPng } from '../../fixtures/payment.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import { lagosDate } from '../../fixtures/school-date.ts';

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

test('an applicant applies, signs in, fills the questionnaire and takes the test with the keyboard alone', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(150_000);
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

  // Pages 2 to 4; the education page's follow-up fields appear as the level is chosen.
  await typeInto(page, page.getByLabel('Alternate phone number'), '8033334444');
  await tabTo(page, page.getByLabel('Most preferred social network'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Most preferred social network')).not.toHaveValue('');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByText('3/4')).toBeVisible();
  await typeInto(
    page,
    page.getByLabel('Why do you want to join the program?'),
    'To build software for my town.',
  );
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByText('4/4')).toBeVisible();
  await typeInto(page, page.getByLabel('Highest level of education'), 'Undergraduate');
  await expect(page.getByLabel('Highest level of education')).toHaveValue('Undergraduate');
  await suggest(
    page,
    page.getByRole('combobox', { name: 'Undergraduate institution', exact: true }),
    'University of Lagos',
  );
  await typeInto(page, page.getByLabel('Degree type'), 'BSc');
  await suggest(
    page,
    page.getByRole('combobox', { name: 'Undergraduate course', exact: true }),
    'Computer Science',
  );
  await tabTo(page, page.getByLabel('Undergraduate grade'));
  await page.keyboard.press('ArrowDown');
  await typeInto(page, page.getByLabel('Undergraduate year of graduation'), '2020');
  await expect(page.getByLabel('Undergraduate year of graduation')).toHaveValue('2020');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');

  // The test: the start dialog traps focus; every question is a radio group answered with keys.
  const takeTest = page.getByRole('button', { name: 'Take Test' });
  await tabTo(page, takeTest);
  await page.keyboard.press('Enter');
  const startDialog = page.getByRole('dialog');
  await expect(startDialog.getByText(/ONE attempt/)).toBeVisible();
  await expectFocusTrapped(page, startDialog, takeTest);
  await page.keyboard.press('Enter');
  await tabTo(page, startDialog.getByRole('button', { name: 'Start' }));
  await page.keyboard.press('Enter');
  await tabTo(page, startDialog.getByRole('button', { name: 'Yes, start my test' }));
  await page.keyboard.press('Enter');
  for (let question = 1; question <= 20; question += 1) {
    await expect(page.getByText(`${question}/20`)).toBeVisible();
    await tabTo(page, page.getByRole('radio').first());
    await page.keyboard.press('Space');
    if (question === 1) {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio').nth(1)).toBeChecked();
    }
    await tabTo(page, page.getByRole('button', { name: question === 20 ? 'Submit' : 'Next' }));
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/test_successful\/[\w-]+$/);
  await tabTo(page, page.getByRole('button', { name: 'Dashboard' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Show us what you got: COMPLETED')).toBeVisible();
});

test('an admitted applicant books an information session, pays, enrols, plans tuition and signs with the keyboard alone', async ({
  page,
  mailbox,
  request,
}) => {
  test.setTimeout(150_000);
  // The staff side through the API: a cohort to be priced from, a session to book, the admission.
  const adminToken = await apiLogIn(request, ADMIN.email, ADMIN.password);
  const admin = bearer(adminToken);
  const cohort = await request.post('/api/admin/createBatch', {
    headers: admin,
    data: { name: 'Keyboard cohort', tuitionFee: 600_000, startMonth: 'MARCH', startYear: 2027 },
  });
  expect(cohort.ok()).toBe(true);
  const sessionDay = new Date(Date.now() + 4 * 86_400_000);
  const session = await request.post('/api/infoSession/createInfoSession', {
    headers: admin,
    data: {
      mode: 'Online',
      infoSessionLink: 'https://meet.example.org/intake',
      sessionDate: [sessionDay.getUTCDate(), sessionDay.getUTCMonth() + 1]
        .map((n) => String(n).padStart(2, '0'))
        .concat(String(sessionDay.getUTCFullYear()))
        .join('-'),
      sessionTime: '11:00',
    },
  });
  expect(session.ok()).toBe(true);
  const applicant = await createAccount(request, mailbox.waitForMail, {
    email: uniqueEmail('keys-admitted'),
    firstName: 'Femi',
    phone: '8037778888',
  });
  await completeQuestionnaireAndTest(request, applicant);
  await admitViaApi(request, mailbox.waitForMail, adminToken, applicant.email);
  const loan = await request.patch(`/api/elder/enableLearnFundForm/${encodeURIComponent(applicant.email)}`, {
    headers: admin,
  });
  expect(loan.ok()).toBe(true);

  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email'), applicant.email);
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), applicant.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/$/);

  // An information session, chosen in the drawer.
  await tabTo(page, page.getByRole('button', { name: 'Attend an information session' }));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Information Session' });
  await tabTo(page, drawer.getByRole('button', { name: /^Choose/ }).first());
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('Your upcoming session')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Step 4: the proof of payment, the file picked from the chooser the keyboard opened.
  const step = (state: string, title: string) => page.getByRole('button', { name: `${state}: ${title}` });
  await tabTo(page, step('Upload', 'Kindly upload proof of payment'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Kindly Confirm Payment')).toBeVisible();
  await tabTo(page, dialog.getByRole('radio').first());
  await page.keyboard.press('Space');
  while (!(await dialog.getByRole('radio', { name: 'Bank Transfer' }).isChecked())) {
    await page.keyboard.press('ArrowDown');
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  // A first part of the 600,000 fee: the plan then spreads what is left (issue 18.14).
  await typeInto(page, field('Amount paid (NGN)'), '120000');
  await typeInto(page, field('Transaction date'), lagosDate());
  await typeInto(page, field('Account name'), 'Femi Okafor');
  await typeInto(page, field('Bank name'), 'Lagos Savings Bank');
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, dialog.getByRole('button', { name: 'Choose file' }));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: newReceiptPng() });
  await expect(dialog.getByText('Uploaded: receipt.png')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm Payment' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Uploaded Successfully')).toBeVisible();

  // Staff confirm from their e-mail and check the learner in.
  const staffMail = await mailbox.waitForMail(
    ADMIN.email,
    (m) => m.text.includes(applicant.email) && m.text.includes('/payment/respond/'),
  );
  // The payment page's Confirm button sends this POST with the link's token.
  const token = linkIn(staffMail, '/payment/respond/').split('/payment/respond/')[1] ?? '';
  const confirmed = await request.post(`/api/elder/confirmPayment/${token}`, { headers: admin });
  expect(await confirmed.json()).toEqual({ next: '/payment-confirmed' });

  // Step 5: the enrolment form; the radio groups answered with the arrow keys.
  await page.reload();
  await tabTo(page, step('Fill Form', 'Fill the enrollment form'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('1/2')).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Preferred name' }), 'Femi');
  await typeInto(page, page.getByRole('textbox', { name: 'Address' }), '12 Herbert Macaulay Way, Yaba');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByRole('textbox', { name: 'Emergency contact name' }), 'Ngozi Okafor');
  await typeInto(page, page.getByRole('textbox', { name: 'Emergency contact phone number' }), '8030001111');
  const answer = async (group: string, choice: string) => {
    const radios = page.getByRole('radiogroup', { name: group });
    await tabTo(page, radios.getByRole('radio').first());
    await page.keyboard.press('Space');
    while (!(await radios.getByLabel(choice).isChecked())) await page.keyboard.press('ArrowDown');
  };
  await answer('Do you have health insurance?', 'No');
  await answer('Are you interested in accommodation?', 'Yes');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/successfully filled the enrollment form/)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Dashboard' }));
  await page.keyboard.press('Enter');
  const checkIn = await request.post(`/api/elder/checkIn/${encodeURIComponent(applicant.email)}`, {
    headers: admin,
  });
  expect(checkIn.ok()).toBe(true);

  // Step 6: the tuition plan.
  await page.reload();
  await tabTo(page, step('Fill form', 'Payment Agreement Form'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('TUITION PAYMENT PLAN')).toBeVisible();
  await typeInto(page, page.getByLabel('Payments start in'), 'MAR');
  await expect(page.getByLabel('Payments start in')).toHaveValue('MARCH');
  await answer('Payment plan', 'Monthly (12 instalments)');
  await expect(page.getByTestId('instalments')).toHaveText('12 × NGN 40,000.00');
  for (const box of [/I understand/, /I agree/]) {
    await tabTo(page, page.getByRole('checkbox', { name: box }));
    await page.keyboard.press('Space');
  }
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Payment Agreement Form: COMPLETED')).toBeVisible();

  // Steps 7–9: the native, tenancy and loan agreements.
  for (const title of ['Fill native form', 'Fill tenancy agreement form', 'Fill loan agreement form']) {
    await tabTo(page, step('Fill form', title));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('checkbox', { name: 'I have read and agree to the terms above' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(`${title}: COMPLETED`)).toBeVisible();
  }
});

test('an invited applicant reschedules the interview from the e-mailed link with the keyboard alone', async ({
  page,
  mailbox,
  request,
}) => {
  const adminToken = await apiLogIn(request, ADMIN.email, ADMIN.password);
  const applicant = await createAccount(request, mailbox.waitForMail, {
    email: uniqueEmail('keys-interview'),
    firstName: 'Bisi',
    phone: '8039990000',
  });
  await completeQuestionnaireAndTest(request, applicant);
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const invited = await request.post('/api/interviewInvite/inviteApplicant', {
    headers: bearer(adminToken),
    data: {
      applicantEmail: applicant.email,
      interviewDate: `${pad(inTwoDays.getDate())}-${pad(inTwoDays.getMonth() + 1)}-${inTwoDays.getFullYear()}`,
      interviewTime: '10:00',
    },
  });
  expect(invited.ok()).toBe(true);
  const invitation = await mailbox.waitForMail(applicant.email, (m) =>
    m.text.includes('/reschedule-interview/'),
  );

  await page.goto(linkIn(invitation, '/reschedule-interview/'));
  const dialog = page.getByRole('dialog', { name: 'Reschedule Your Interview' });
  await expect(dialog).toBeVisible();
  // The date is typed as the school writes it, dd-MM-yyyy.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const tomorrowText = `${pad(tomorrow.getDate())}-${pad(tomorrow.getMonth() + 1)}-${tomorrow.getFullYear()}`;
  await typeInto(page, dialog.getByRole('textbox', { name: 'Date' }), tomorrowText);
  await expect(dialog.getByRole('textbox', { name: 'Date' })).toHaveValue(tomorrowText);
  await typeInto(page, dialog.getByLabel('Time'), '16:00');
  await expect(dialog.getByLabel('Time')).toHaveValue('16:00');
  await tabTo(page, dialog.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/invite-successful$/);
  await expect(page.getByText('Interview rescheduled')).toBeVisible();
});

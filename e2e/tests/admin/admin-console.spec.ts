import {
  expectAccessible,
  expectButtonsLookLikeButtons,
  expectNoSidewaysScroll,
} from '../../fixtures/a11y.ts';
import { apiLogIn, bearer, completeQuestionnaireAndTest, createAccount } from '../../fixtures/api.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import { logIn } from '../../fixtures/sign-in.ts';

const CSV_HEADER = 'firstName,lastName,email,phone,dialCode,gender,ageRange';

/** 200 rows: 195 good, 5 bad in different ways. */
function applicantsCsv(tag: string) {
  const rows = Array.from(
    { length: 195 },
    (_, i) => `Ada${i},Obi,csv-${tag}-${i}@example.com,80${String(i).padStart(8, '0')},+234,Female,21-30`,
  );
  rows.push(
    `,Obi,csv-${tag}-bad1@example.com,8011111111,+234,Female,21-30`,
    `Ada,Obi,not-an-email,8011111112,+234,Female,21-30`,
    `Ada,Obi,csv-${tag}-bad3@example.com,80111abc,+234,Female,21-30`,
    `Ada,Obi,csv-${tag}-bad4@example.com,8011111114,+234,Other,21-30`,
    `Ada,Obi,csv-${tag}-bad5@example.com,8011111115,+234,Female`,
  );
  return `${CSV_HEADER}\n${rows.join('\n')}\n`;
}

/** A day ahead as the school writes dates, dd-MM-yyyy, as the date fields take it. */
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
};

test('an admin runs an intake season from the console', async ({ page, browser, request, mailbox }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/systemAdmin\/\w+$/);
  const panel = (name: string) => page.getByRole('region', { name, exact: true });
  const toast = (text: string | RegExp) => page.getByText(text).first();
  /** A destructive action asks first: the dialog names what will happen, then its button runs it. */
  const confirm = async (action: string, sentence: string) => {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(sentence);
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  };

  // Stop applications: the apply page says so and the call is refused; then start them again.
  await panel('Application').getByRole('button', { name: 'Stop Application' }).click();
  await expect(toast('Successfully stopped application')).toBeVisible();
  // A toast is an opaque card (it was transparent over the form fields), coloured by its outcome.
  const toastCard = page.locator('.mantine-Notification-root', {
    hasText: 'Successfully stopped application',
  });
  const look = await toastCard.evaluate((card) => {
    const style = getComputedStyle(card);
    return { background: style.backgroundColor, accent: getComputedStyle(card, '::before').backgroundColor };
  });
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.accent).not.toBe('rgba(0, 0, 0, 0)');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('status')).toContainText('Applications are closed');
  await expect(visitor.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expectAccessible(visitor, 'apply, applications closed');
  const refused = await request.post('/api/applicant/apply', {
    data: {
      firstName: 'Late',
      lastName: 'Comer',
      email: uniqueEmail('late'),
      dialCode: '+234',
      phone: '8012345678',
      ageRange: '21-30',
      gender: 'Male',
      tAndC: true,
    },
  });
  expect(refused.status()).toBe(403);
  await panel('Application').getByRole('button', { name: 'Start Application' }).click();
  await expect(toast('Successfully started application')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await visitorContext.close();

  // A new batch.
  const batch = panel('Start New Batch');
  await batch.getByLabel('Batch name').fill(`Cohort ${tag}`);
  await batch.getByLabel('Tuition fee (NGN)').fill('250000');
  await batch.getByLabel('Start month').selectOption({ index: 3 });
  await batch.getByLabel('Start year').fill('2027');
  await batch.getByRole('button', { name: 'Start New Batch' }).click();
  await expect(toast('Successfully Created new Batch')).toBeVisible();

  // 200 rows, 5 of them bad.
  const csv = panel('Upload Applicant CSV');
  await csv.locator('input[type=file]').setInputFiles({
    name: 'applicants.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(applicantsCsv(tag)),
  });
  await csv.getByRole('button', { name: 'Upload' }).click();
  const report = csv.getByRole('group', { name: 'Import report' });
  await expect(report).toContainText('195');
  const problems = csv.getByRole('table', { name: 'Import report' });
  await expect(problems.getByRole('row')).toHaveCount(6);
  await expect(problems).toContainText('Expected 7 fields, found 6');
  await expectAccessible(page, 'admin console with the import report');
  await mailbox.waitForMail(`csv-${tag}-194@example.com`, (m) => m.text.includes('/createPassword/'));

  // Resend the create-password e-mail to one of them.
  const resend = panel('Resend Email');
  await resend.getByLabel('Email', { exact: true }).fill(`csv-${tag}-7@example.com`);
  await resend.getByLabel('Email type').selectOption('Password Create Email');
  await resend.getByRole('button', { name: 'Resend Email' }).click();
  await expect
    .poll(() => mailbox.received.filter((m) => m.to.includes(`csv-${tag}-7@example.com`)).length, {
      timeout: 15_000,
    })
    .toBe(2);

  // An information session, and the booked applicants notified.
  const sessions = panel('InfoSession Tasks');
  await sessions.getByLabel('Mode', { exact: true }).selectOption('Online');
  await sessions.getByLabel('Link', { exact: true }).fill('https://meet.example.org/intake-admin');
  await sessions.getByLabel('Date', { exact: true }).fill(inDays(4));
  await sessions.getByLabel('Time', { exact: true }).fill('15:00');
  await sessions.getByRole('button', { name: 'Create' }).click();
  await expect(toast('InfoSession created Successfully')).toBeVisible();
  // An offline one is at a venue, with no link (issue 19.9).
  await sessions.getByLabel('Mode', { exact: true }).selectOption('Offline');
  await sessions.getByLabel('Link (optional)', { exact: true }).fill('');
  await sessions.getByLabel('Venue address', { exact: true }).fill('12 Herbert Macaulay Way, Yaba');
  await sessions.getByLabel('Directions (optional)', { exact: true }).fill('Second floor');
  await sessions.getByRole('button', { name: 'Create' }).click();
  await expect(
    sessions.getByRole('table', { name: 'Upcoming sessions' }).getByText('12 Herbert Macaulay Way, Yaba'),
  ).toBeVisible();
  await sessions.getByRole('button', { name: 'Notify' }).click();
  await expect(toast('InfoSession emails sent successfully')).toBeVisible();

  // Suspend a user who is logged in elsewhere: their next call fails.
  const user = await createAccount(request, mailbox.waitForMail, {
    firstName: 'Bayo',
    email: uniqueEmail('bayo'),
    phone: '8070000001',
  });
  const elsewhere = bearer(await apiLogIn(request, user.email, user.password));
  expect((await request.get('/api/user/me', { headers: elsewhere })).status()).toBe(200);
  const roles = panel('Change Role');
  await roles.getByLabel('Email', { exact: true }).fill(user.email);
  await roles.getByLabel('Role', { exact: true }).selectOption('Suspended');
  await roles.getByRole('button', { name: 'Change Role' }).click();
  // The confirmation at 360 px: readable, its buttons buttons, nothing cut off.
  await expect(page.getByRole('dialog')).toContainText('A suspended account is signed out at once');
  await expectAccessible(page, 'change-role confirmation');
  await expectButtonsLookLikeButtons(page, 'change-role confirmation');
  await expectNoSidewaysScroll(page, 'change-role confirmation');
  await confirm('Change Role', `Change the role of ${user.email} to Suspended?`);
  await expect(toast('Suspended Set Successfully')).toBeVisible();
  expect((await request.get('/api/user/me', { headers: elsewhere })).status()).toBe(401);

  // Stop a running test, then let the applicant take it again.
  const taker = await createAccount(request, mailbox.waitForMail, {
    firstName: 'Chioma',
    email: uniqueEmail('chioma'),
    phone: '8070000002',
  });
  const takerAuth = bearer(await apiLogIn(request, taker.email, taker.password));
  await completeQuestionnaireAndTest(request, taker, { submit: false });
  const objects = panel('Applicant Related Object');
  await objects.getByLabel('Email', { exact: true }).fill(taker.email);
  await objects.getByRole('button', { name: 'Stop Test' }).click();
  await confirm(
    'Stop Test',
    `Stop the test of ${taker.email}? Their answers so far will be scored and they cannot continue.`,
  );
  await expect(toast('Test stopped Successfully')).toBeVisible();
  expect((await (await request.get('/api/user/me', { headers: takerAuth })).json()).applicationStatus).toBe(
    'TESTED',
  );
  await objects.getByRole('button', { name: 'Undo Test' }).click();
  await confirm('Undo Test', `Undo the test of ${taker.email}?`);
  await expect(toast('Applicant can retake test')).toBeVisible();
  expect((await (await request.get('/api/user/me', { headers: takerAuth })).json()).applicationStatus).toBe(
    'QUESTIONNAIRE',
  );

  // A discount code created, updated and deleted.
  const codes = panel('Summer School Discount Code Generator');
  const code = `E2E${tag}`.toUpperCase().slice(0, 20);
  await codes.getByLabel('Owner').fill('Lagos Tech Hub');
  await codes.getByLabel('Code', { exact: true }).fill(code);
  await codes.getByLabel('Number of valid registrations').fill('10');
  await codes.getByLabel('Discount amount (NGN)').fill('5000');
  await codes.getByRole('button', { name: 'Create' }).click();
  await expect(toast('Discount code created successfully')).toBeVisible();
  const codeTable = codes.getByRole('table', { name: 'Codes' });
  await expect(codeTable.getByRole('row', { name: new RegExp(code) })).toContainText('10');
  await expectAccessible(page, 'admin console with a discount code');
  await codes.getByLabel('Number of valid registrations').fill('4');
  await codes.getByRole('button', { name: 'Update' }).click();
  await expect(toast('Discount code updated successful')).toBeVisible();
  await expect(codeTable.getByRole('row', { name: new RegExp(code) })).toContainText('4');
  await codes.getByRole('button', { name: 'Delete' }).click();
  await confirm('Delete', `Delete the discount code ${code}?`);
  await expect(codeTable.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);

  // Each of these is in the audit log.
  const audit = panel('Audit');
  for (const action of [
    'ROLE_CHANGED',
    'TEST_STOPPED',
    'TEST_RESET',
    'APPLICANTS_IMPORTED',
    'DISCOUNT_CODE_DELETED',
  ]) {
    await expect(audit.getByText(action).first()).toBeVisible();
  }
  await expectAccessible(page, 'admin console with the audit log');
});

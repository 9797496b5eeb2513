import { linkIn } from '@intake/test-kit';
import { expectAccessible } from '../../fixtures/a11y.ts';
import {
  type Account,
  apiLogIn,
  bearer,
  completeQuestionnaireAndTest,
  createAccount,
  createStaff,
  interviewViaApi,
} from '../../fixtures/api.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import { logIn } from '../../fixtures/sign-in.ts';

// Offer links live 40 seconds here, so the test can watch one expire.
const OFFER_SECONDS = 40;
test.use({ portalEnv: { OFFER_LINK_SECONDS: String(OFFER_SECONDS) } });

/** Tomorrow as the school writes dates, dd-MM-yyyy, as the date fields take it. */
const tomorrow = () => {
  const date = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
};

test('an elder finds an applicant by a phone fragment, interviews and admits them; the applicant answers from the e-mails', async ({
  page,
  browser,
  request,
  mailbox,
}) => {
  test.setTimeout(150_000);
  const adminToken = await apiLogIn(request, ADMIN.email, ADMIN.password);
  // An offer needs a cohort with a fee: the applicants below join this one.
  const batch = await request.post('/api/admin/createBatch', {
    headers: bearer(adminToken),
    data: { name: 'Interview journey', tuitionFee: 600_000 },
  });
  expect(batch.ok()).toBe(true);
  // The first round is blind by default (issue 22.4), which hides a tested applicant from an
  // elder's search; this school reviews in the open, so the elder can find them by phone.
  const cohorts = await request.get('/api/admin/cohorts', { headers: bearer(adminToken) });
  const current = ((await cohorts.json()) as { id: string; isCurrent: boolean }[]).find((c) => c.isCurrent);
  const openRound = await request.put(`/api/admin/cohorts/${current?.id}/review-settings`, {
    headers: bearer(adminToken),
    data: { blindFirstRound: false, reviewersPerApplicant: 2, disagreementMargin: 1 },
  });
  expect(openRound.ok(), await openRound.text()).toBe(true);
  const unique = Date.now().toString().slice(-6);
  const applicant: Account = await createAccount(request, mailbox.waitForMail, {
    firstName: 'Kelechi',
    email: uniqueEmail('kelechi'),
    phone: `803${unique}9`,
  });
  await completeQuestionnaireAndTest(request, applicant);
  // A second applicant, offered admission at once, whose offer will have expired by the end.
  const late: Account = await createAccount(request, mailbox.waitForMail, {
    firstName: 'Sade',
    email: uniqueEmail('sade'),
    phone: `805${unique}1`,
  });
  await completeQuestionnaireAndTest(request, late);
  await interviewViaApi(request, adminToken, late.email);
  const lateOffered = Date.now();
  const offered = await request.post(
    `/api/elder/sendInterviewDecision/${encodeURIComponent(late.email)}/${encodeURIComponent('Offer Admission')}`,
    { headers: bearer(adminToken) },
  );
  expect(offered.ok()).toBe(true);

  const elder = await createStaff(
    request,
    mailbox.waitForMail,
    adminToken,
    { firstName: 'Ifeoma', email: uniqueEmail('elder'), phone: '8090000001' },
    'Elder',
  );
  await logIn(page, elder.email, elder.password);
  await expect(page).toHaveURL(/\/dashboard\/all-applicants/);
  // A fragment of the phone number only this applicant has: the list narrows to them alone.
  await page.getByRole('searchbox', { name: 'Search applicants' }).fill(`${unique}9`);
  await expect(page).toHaveURL(new RegExp(`search=${unique}9`));
  await expect(page.getByRole('link', { name: /Sade/ })).toHaveCount(0);
  await expectAccessible(page, 'all applicants, searched');
  await page
    .getByRole('link', { name: /Kelechi/ })
    .first()
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/profile/${encodeURIComponent(applicant.email).replace(/\./g, '\\.')}`),
  );

  // Invite for an interview tomorrow at 14:30.
  await page.getByRole('button', { name: 'Invite For Interview' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite For Interview' });
  await expect(invite.getByRole('textbox', { name: /^Interview date/ })).toBeVisible();
  await expectAccessible(page, 'profile: invite dialog');
  await invite.getByRole('textbox', { name: /^Interview date/ }).fill(tomorrow());
  // Typed, not picked: moving on closes the calendar the field opened, as it does for a person.
  await page.keyboard.press('Tab');
  await invite.getByLabel('Interview time (24-hour)').selectOption('14:30');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('button', { name: 'View Interview Schedule' })).toBeVisible();
  await expectAccessible(page, 'profile (invited)');

  const invitation = await mailbox.waitForMail(applicant.email, (m) => m.text.includes('/interview/accept/'));
  expect(invitation.attachments.some((a) => a.filename?.endsWith('.ics'))).toBe(true);
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  // The link opens a page that asks for the click; only the click accepts (issue 18).
  const acceptLink = linkIn(invitation, '/interview/accept/');
  await applicantPage.goto(acceptLink);
  await expectAccessible(applicantPage, 'interview accept page');
  await applicantPage.getByRole('button', { name: 'Accept the interview' }).click();
  await expect(applicantPage).toHaveURL(/\/invite-successful\?accepted=true$/);
  await expect(applicantPage.getByText('Interview accepted')).toBeVisible();
  await expectAccessible(applicantPage, 'interview accepted');
  await applicantPage.goto(acceptLink);
  await expect(applicantPage).toHaveURL(/\/error\/alreadyInvited\//);
  await expect(applicantPage.getByText('Ooops! you have already accepted interview')).toBeVisible();
  await expectAccessible(applicantPage, 'already invited error');

  await applicantPage.goto(linkIn(invitation, '/reschedule-interview/'));
  const reschedule = applicantPage.getByRole('dialog', { name: 'Reschedule Your Interview' });
  await expect(reschedule.getByRole('textbox', { name: 'Date' })).toBeVisible();
  await expectAccessible(applicantPage, 'reschedule dialog');
  await reschedule.getByRole('textbox', { name: 'Date' }).fill(tomorrow());
  await applicantPage.keyboard.press('Tab');
  await reschedule.getByLabel('Time').selectOption('16:00');
  await reschedule.getByRole('button', { name: 'Submit' }).click();
  await expect(applicantPage).toHaveURL(/\/invite-successful$/);
  await expect(applicantPage.getByText('Interview rescheduled')).toBeVisible();
  await expectAccessible(applicantPage, 'interview rescheduled');

  // The elder comments, interviews and offers admission.
  await page.reload();
  await page.getByRole('button', { name: 'Add/View Comments' }).click();
  const comments = page.getByRole('dialog', { name: 'Interview Comments' });
  await comments.getByLabel('New comment').fill('Strong logic, clear about why she applied.');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByText('Strong logic, clear about why she applied.')).toBeVisible();
  await expectAccessible(page, 'profile: comments dialog');
  await comments.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Start interview' }).click();
  await page.getByRole('button', { name: 'Complete interview' }).click();
  await expect(page.getByRole('button', { name: 'Make Decision' })).toBeEnabled();
  await page.getByRole('button', { name: 'Make Decision' }).click();
  const decision = page.getByRole('dialog', { name: 'Make Decision' });
  await decision.getByLabel('Offer Admission').check();
  await expectAccessible(page, 'profile: decision dialog');
  await decision.getByRole('button', { name: 'Make Decision' }).click();
  await expect(decision.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expectAccessible(page, 'profile: decision confirm');
  // A double click sends the decision once and shows its result (issue 18.15).
  await decision.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(decision.getByRole('status')).toHaveText('Decision recorded: Offer Admission');
  await decision.getByRole('button', { name: 'Done' }).click();

  const offer = await mailbox.waitForMail(applicant.email, (m) => m.text.includes('/admission/respond/'));
  const offerLink = linkIn(offer, '/admission/respond/');
  await applicantPage.goto(offerLink);
  await expect(applicantPage.getByRole('button', { name: 'Decline the offer' })).toBeVisible();
  await expectAccessible(applicantPage, 'offer page');
  await applicantPage.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(applicantPage).toHaveURL(/\/admission\/accepted_offer$/);
  await expect(applicantPage.getByText('Admission accepted!')).toBeVisible();
  await expectAccessible(applicantPage, 'admission accepted');
  // A decline link from an e-mail sent before issue 18 only leads to the offer page, which knows.
  await applicantPage.goto(offerLink.replace('/admission/respond/', '/api/applicant/declineAdmissionOffer/'));
  await expect(applicantPage).toHaveURL(/\/admission\/already_decided$/);
  await expect(applicantPage.getByText(/you already made your decision/)).toBeVisible();
  await expectAccessible(applicantPage, 'admission already decided');

  // The second applicant's offer has run out by now.
  const lateOffer = await mailbox.waitForMail(late.email, (m) => m.text.includes('/admission/respond/'));
  await applicantPage.waitForTimeout(Math.max(0, lateOffered + (OFFER_SECONDS + 2) * 1000 - Date.now()));
  await applicantPage.goto(linkIn(lateOffer, '/admission/respond/'));
  await expect(applicantPage).toHaveURL(/\/admission\/offer_expired$/);
  await expect(applicantPage.getByText(/admission offer has expired/)).toBeVisible();
  await expectAccessible(applicantPage, 'admission offer expired');
  await applicantContext.close();
});

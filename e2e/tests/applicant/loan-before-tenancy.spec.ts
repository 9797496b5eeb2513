import type { Page } from '@playwright/test';
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
import { logIn } from '../../fixtures/sign-in.ts';

const badge = (page: Page, title: string, state: string) => page.getByLabel(`${title}: ${state}`);

test('a learner who signs the loan before the tenancy is offered the tenancy next, and becomes a Native (issue 18.3)', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const adminToken = await apiLogIn(request, ADMIN.email, ADMIN.password);
  const admin = bearer(adminToken);
  const batch = await request.post('/api/admin/createBatch', {
    headers: admin,
    data: { name: 'Loan before tenancy', tuitionFee: 600_000, startMonth: 'MARCH', startYear: 2027 },
  });
  expect(batch.ok()).toBe(true);
  const learner = await createAccount(request, mailbox.waitForMail, {
    email: uniqueEmail('kemi'),
    firstName: 'Kemi',
    phone: '8035557777',
  });
  await completeQuestionnaireAndTest(request, learner);
  await admitViaApi(request, mailbox.waitForMail, adminToken, learner.email);
  const headers = bearer(await apiLogIn(request, learner.email, learner.password));
  const email = encodeURIComponent(learner.email);

  // Through the API: proof, confirmation, enrolment with accommodation, check-in, plan, native, loan.
  const file = await request.post('/api/files', {
    headers,
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: newReceiptPng() } },
  });
  const proof = {
    paymentMethod: 'ussd',
    amountPaid: 600000,
    transactionDate: lagosDate(),
    phoneNumber: '8035557777',
    transactionImageLink: (await file.json()).secure_url,
  };
  expect((await request.post('/api/native/uploadProofOfPayment', { headers, data: proof })).ok()).toBe(true);
  const pending = await request.get('/api/elder/paymentProofs?status=pending&limit=500', { headers: admin });
  const sent = ((await pending.json()) as { id: string; applicant: { email: string } }[]).find(
    (row) => row.applicant.email === learner.email,
  );
  const steps: [string, unknown, Record<string, string>][] = [
    [`/api/elder/paymentProofs/${sent?.id}/confirm`, undefined, admin],
    [
      '/api/native/submitEnrollmentForm',
      {
        fullLegalName: 'Kemi Okafor',
        preferName: 'Kemi',
        address: '5 Allen Avenue, Ikeja',
        emergencyContactName: 'Bola Okafor',
        emergencyContactPhone: '8030002222',
        doYouHaveHealthInsurance: 'No',
        areYouInterestedInAccommodation: 'Yes',
      },
      headers,
    ],
    [`/api/elder/checkIn/${email}`, undefined, admin],
    [
      '/api/native/fillPaymentAgreement',
      {
        paymentPlan: 'FULL_PAYMENT',
        paymentStartMonth: 'MARCH',
        iunderstandTerms: true,
        iagreeToTerms: true,
      },
      headers,
    ],
    ['/api/native/fillNativeAgreement', { agreedToTerms: true }, headers],
  ];
  for (const [path, data, stepHeaders] of steps) {
    const response = await request.post(path, { headers: stepHeaders, ...(data ? { data } : {}) });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }
  expect((await request.patch(`/api/elder/enableLearnFundForm/${email}`, { headers: admin })).ok()).toBe(
    true,
  );
  const loan = await request.post('/api/native/fillLearnFundForm', {
    headers,
    data: { agreedToTerms: true },
  });
  expect((await loan.json()).nativeState).toBe('LEARN_FUND');

  // The dashboard offers the tenancy agreement, and signing it makes a Native.
  await logIn(page, learner.email, learner.password);
  await expect(badge(page, 'Fill loan agreement form', 'COMPLETED')).toBeVisible();
  await page.getByRole('button', { name: 'Fill form: Fill tenancy agreement form' }).click();
  await page.getByRole('checkbox', { name: 'I have read and agree to the terms above' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(badge(page, 'Fill tenancy agreement form', 'COMPLETED')).toBeVisible();
  const me = await (await request.get('/api/user/me', { headers })).json();
  expect(me).toMatchObject({ nativeState: 'NATIVE', applicationStatus: 'NATIVE' });
});

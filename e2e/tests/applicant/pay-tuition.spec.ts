import { type PaymentGatewaySimulator, startPaymentGatewaySimulator } from '@intake/test-kit';
import { expectAccessible } from '../../fixtures/a11y.ts';
import {
  admitViaApi,
  apiLogIn,
  bearer,
  completeQuestionnaireAndTest,
  createAccount,
} from '../../fixtures/api.ts';
import { ADMIN, expect, test as portalTest, uniqueEmail } from '../../fixtures/portal.ts';
import { logIn } from '../../fixtures/sign-in.ts';

// Tuition through Paystack (issue 24): the portal speaks to the local gateway simulator, which
// keeps accounts and transactions and sends webhooks signed as Paystack does.
const test = portalTest.extend<object, { gateway: PaymentGatewaySimulator }>({
  gateway: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's own fixtures from this pattern.
    async ({}, use) => {
      const gateway = await startPaymentGatewaySimulator();
      await use(gateway);
      await gateway.close();
    },
    { scope: 'worker' },
  ],
  portalEnv: [
    async ({ gateway }, use) =>
      use({
        PAYMENTS_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: gateway.keys.paystack,
        PAYSTACK_BASE_URL: gateway.paystackUrl,
      }),
    { scope: 'worker' },
  ],
});

test.beforeAll(async ({ request, gateway, portal }) => {
  gateway.setPortalUrl(portal.baseURL);
  const adminToken = await apiLogIn(request, ADMIN.email, ADMIN.password);
  const batch = await request.post('/api/admin/createBatch', {
    headers: bearer(adminToken),
    data: { name: 'Paying online', tuitionFee: 600_000, startMonth: 'MARCH', startYear: 2027 },
  });
  expect(batch.ok()).toBe(true);
});

test('an admitted learner pays part by transfer, shares a link, pays the rest by checkout and is receipted', async ({
  page,
  browser,
  request,
  mailbox,
  gateway,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const adminToken = await apiLogIn(request, ADMIN.email, ADMIN.password);
  const account = await createAccount(request, mailbox.waitForMail, {
    email: uniqueEmail('payer'),
    firstName: 'Amaka',
    phone: '8035557777',
  });
  await completeQuestionnaireAndTest(request, account, {});
  await admitViaApi(request, mailbox.waitForMail, adminToken, account.email);

  // Accepting the offer opens a dedicated account at Paystack (a job): wait until it is known.
  const learnerToken = await apiLogIn(request, account.email, account.password);
  let accountNumber = '';
  await expect
    .poll(async () => {
      const answer = await request.get('/api/native/tuition/payment', { headers: bearer(learnerToken) });
      accountNumber = (await answer.json()).virtualAccount?.accountNumber ?? '';
      return accountNumber;
    })
    .not.toBe('');

  await logIn(page, account.email, account.password);
  const card = page.getByRole('region', { name: 'Pay your tuition' });
  await expect(card.getByText(accountNumber, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay NGN 600,000.00 now' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Paid another way? Upload proof' })).toBeVisible();
  await expectAccessible(page, 'dashboard: pay tuition card');

  // A relative transfers 200,000 to the account; Paystack's webhook (sent twice) counts it once.
  // The webhook is answered at once and counted by a job: the receipt it mails says it is done.
  await gateway.transferToAccount(accountNumber, 20_000_000, { times: 2 });
  const firstReceipt = await mailbox.waitForMail(account.email, (m) =>
    m.subject.startsWith('Your tuition receipt'),
  );
  expect(firstReceipt.attachments.some((a) => a.filename?.endsWith('.pdf'))).toBe(true);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Pay NGN 400,000.00 now' })).toBeVisible();

  // A link for a sponsor, opened without signing in.
  await card.getByRole('button', { name: 'Share a payment link' }).click();
  const link = (await page.getByTestId('pay-link-url').textContent()) ?? '';
  expect(link).toContain('/pay/');
  const sponsorContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const sponsor = await sponsorContext.newPage();
  await sponsor.goto(new URL(link).pathname);
  await expect(sponsor.getByRole('heading', { name: "Pay Amaka's tuition" })).toBeVisible();
  await expect(sponsor.getByText('NGN 400,000.00').first()).toBeVisible();
  await expectAccessible(sponsor, 'shared payment link');
  await sponsorContext.close();

  // The learner pays the rest on the hosted checkout; the payer's steps there are Paystack's, so
  // the simulator completes the payment and sends the browser back as Paystack does.
  await page.route('https://checkout.paystack.test/**', async (route) => {
    const reference = new URL(route.request().url()).pathname.slice(1);
    await gateway.completeCheckout('paystack', reference, { webhook: false });
    await route.fulfill({
      status: 302,
      headers: { location: `${baseURL}/pay-return?trxref=${reference}&reference=${reference}` },
    });
  });
  await card.getByRole('button', { name: 'Pay NGN 400,000.00 now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expectAccessible(page, 'checkout return: paid');

  // Paid in full: step 4 is done and the enrolment form is the next step.
  await page.goto('/dashboard/');
  await expect(page.getByRole('button', { name: /Fill Form/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pay your tuition' })).toHaveCount(0);
  expect(gateway.paidKobo()).toBe(60_000_000);
});

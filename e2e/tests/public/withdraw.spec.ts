import { linkIn } from '@intake/test-kit';
import { expectAccessible } from '../../fixtures/a11y.ts';
import { createAccount } from '../../fixtures/api.ts';
import { expect, test, uniqueEmail } from '../../fixtures/portal.ts';

test("an applicant withdraws from their e-mail's link; the link is theirs alone and works once", async ({
  page,
  request,
  mailbox,
}) => {
  const withdrawing = await createAccount(request, mailbox.waitForMail, {
    email: uniqueEmail('withdraw'),
    firstName: 'Kemi',
    phone: '8031112222',
  });
  const staying = await createAccount(request, mailbox.waitForMail, {
    email: uniqueEmail('stay'),
    firstName: 'Femi',
    phone: '8033334444',
  });
  const mail = await mailbox.waitForMail(withdrawing.email, (m) => m.text.includes('/application/withdraw/'));
  const link = linkIn(mail, '/application/withdraw/');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from our Emails' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Withdraw Application' });
  const because = page.getByRole('textbox', { name: 'Because' });
  await button.click();
  await expect(page.getByRole('alert')).toHaveText('Kindly fill all fields');
  await expectAccessible(page, 'withdraw with its error');

  await page.getByRole('combobox', { name: 'I want to' }).selectOption('Withdraw my Application');
  await because.fill('I got a place at another school');

  // A dropped connection: the sentence of docs/spec/portal-spec.md §8, the button back, nothing typed lost.
  await page.route('**/api/applicant/withdrawApplication/**', (route) => route.abort('internetdisconnected'));
  await because.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Connect to the internet and try again');
  await expect(button).toBeEnabled();
  await expect(because).toHaveValue('I got a place at another school');

  // A slow answer: the button stays disabled until it comes.
  await page.unroute('**/api/applicant/withdrawApplication/**');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/applicant/withdrawApplication/**', async (route) => {
    await held;
    await route.continue();
  });
  await because.press('Enter');
  await expect(button).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/application_withdrawn$/);
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Homepage' })).toBeVisible();
  await expectAccessible(page, 'application withdrawn');
  await page.unroute('**/api/applicant/withdrawApplication/**');

  // Only the link's owner was withdrawn.
  const refused = await request.post('/api/user/login', {
    data: { email: withdrawing.email, password: withdrawing.password },
  });
  expect(refused.status()).toBe(403);
  const other = await request.post('/api/user/login', {
    data: { email: staying.email, password: staying.password },
  });
  expect(other.status()).toBe(200);
  const told = await mailbox.waitForMail(withdrawing.email, (m) => m.subject.includes('withdrawn'));
  expect(told.text).not.toContain('/application/withdraw/');

  // The same link a second time.
  await page.goto(link);
  await page.getByRole('combobox', { name: 'I want to' }).selectOption('Other');
  await page.getByRole('textbox', { name: 'Because' }).fill('again');
  await page.getByRole('button', { name: 'Withdraw Application' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link is invalid or has already been used. Please request a new one.',
  );
});

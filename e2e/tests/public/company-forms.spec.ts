import { expectAccessible } from '../../fixtures/a11y.ts';
import { expect, test, uniqueEmail } from '../../fixtures/portal.ts';

// Labels carry Mantine's required asterisk, so fields are found by role and accessible name.
const field = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

test('a company partners with the school: every rule, a dropped request, then the confirmation', async ({
  page,
  mailbox,
}) => {
  await page.goto('/partner/join');
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in missing fields');
  await expectAccessible(page, 'partner form with its error');
  await field(page, 'First Name').fill('Tolu');
  await field(page, 'Last Name').fill('Ade');
  await field(page, 'Email Address').fill('tolu-at-hub');
  await field(page, 'Company Name').fill('Lagos Hub');
  await field(page, 'Designation').fill('CTO');
  await field(page, 'Message').fill('We would like to host your learners.');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  const email = uniqueEmail('partner');
  await field(page, 'Email Address').fill(email);

  // The network drops the request: the form says so, keeps every field and lets the visitor retry.
  await page.route('**/api/partner/apply', (route) => route.abort('internetdisconnected'));
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Connect to the internet and try again');
  await expect(send).toBeEnabled();
  await expect(field(page, 'Company Name')).toHaveValue('Lagos Hub');
  await page.unroute('**/api/partner/apply');

  await send.click();
  await expect(page).toHaveURL(/\/partner_application_successful$/);
  await expect(page.getByText('Thank you!')).toBeVisible();
  await expectAccessible(page, 'partner application successful');
  const staffMail = await mailbox.waitForMail('admin@intake.test', (m) => m.text.includes(email));
  expect(staffMail.text).toContain('Lagos Hub');
});

test('a company asks to hire: a skill set is required, and the request reaches the confirmation', async ({
  page,
}) => {
  await page.goto('/hire-from-us');
  await field(page, 'First Name').fill('Bisi');
  await field(page, 'Last Name').fill('Okon');
  await field(page, 'Email Address').fill(uniqueEmail('hire'));
  await field(page, 'Company Name').fill('Paystack-ish');
  await field(page, 'Designation').fill('Head of Engineering');
  await field(page, 'Request').fill('Two junior front-end engineers.');
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please select your preferred Skill Set');
  await expectAccessible(page, 'hire form with its error');
  await page.getByRole('checkbox', { name: 'Front-End Engineer' }).check();
  await page.getByRole('checkbox', { name: 'Data Analyst' }).check();
  const email = field(page, 'Email Address');
  const address = await email.inputValue();
  await email.fill('bisi@');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await email.fill(address);

  // The provider's network fails ('Network Error'): reworded, and Send comes back.
  const hireCall = '**/api/hireAnEngineer/request';
  await page.route(hireCall, (route) =>
    route.fulfill({ status: 503, json: { message: 'Network Error', code: 'NETWORK' } }),
  );
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Network connection issues from your provider, try again');
  await expect(send).toBeEnabled();
  await page.unroute(hireCall);

  // Send is held while the request is on its way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(hireCall, async (route) => {
    await held;
    await route.continue();
  });
  await send.click();
  await expect(send).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/partner_application_successful$/);
});

test('a visitor asks to stay updated once; a second time is told their details are known', async ({
  page,
}) => {
  const email = uniqueEmail('launch');
  const subscribe = async () => {
    await page.goto('/lampLaunch/stay-updated');
    await field(page, 'First Name').fill('Ngozi');
    await field(page, 'Last Name').fill('Eze');
    await field(page, 'Email Address').fill(email);
    await field(page, 'Company Name').fill('Self');
    await page.getByRole('button', { name: 'Subscribe' }).click();
  };
  await page.goto('/lampLaunch/stay-updated');
  const subscribeButton = page.getByRole('button', { name: 'Subscribe' });
  await subscribeButton.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in missing fields');
  await expectAccessible(page, 'stay updated with its error');
  await field(page, 'First Name').fill('Ngozi');
  await field(page, 'Last Name').fill('Eze');
  await field(page, 'Email Address').fill('ngozi.at.example');
  await field(page, 'Company Name').fill('Self');
  await subscribeButton.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await field(page, 'Email Address').fill(email);
  const stayUpdatedCall = '**/api/lampLaunch/stayUpdated';
  await page.route(stayUpdatedCall, (route) => route.abort('internetdisconnected'));
  await subscribeButton.click();
  await expect(page.getByRole('alert')).toHaveText('Connect to the internet and try again');
  await expect(subscribeButton).toBeEnabled();
  await page.unroute(stayUpdatedCall);
  await subscribe();
  await expect(page).toHaveURL(/\/lampLaunch\/subscribed$/);
  await expect(page.getByText('Yay, You are our priority now!!!')).toBeVisible();
  await expectAccessible(page, 'stay updated subscribed');
  await subscribe();
  await expect(page.getByRole('alert')).toHaveText(
    'We already have your details and we will keep you updated!!!',
  );
});

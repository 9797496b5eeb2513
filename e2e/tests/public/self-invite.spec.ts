import { linkIn } from '@intake/test-kit';
import { expectAccessible } from '../../fixtures/a11y.ts';
import { apiLogIn, bearer } from '../../fixtures/api.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';

const wireDate = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
};

test('a visitor invites themself to an information session and gets the ticket by e-mail', async ({
  page,
  request,
  mailbox,
}) => {
  const created = await request.post('/api/infoSession/createInfoSession', {
    headers: bearer(await apiLogIn(request, ADMIN.email, ADMIN.password)),
    data: {
      mode: 'Online',
      infoSessionLink: 'https://meet.example.org/guests',
      sessionDate: wireDate(6),
      sessionTime: '17:30',
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/infoSession/selfInvite');
  const send = page.getByRole('button', { name: 'Receive Invitation Email' });
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  const email = uniqueEmail('guest');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please choose your preferred InfoSession');
  await expectAccessible(page, 'self invite with its error');
  // Other journeys add sessions to the same portal: choose this one by its 12-hour time.
  const sessions = page.getByRole('combobox', { name: 'Preferred InfoSession' });
  const ours = await sessions.locator('option', { hasText: '5:30 PM' }).first().getAttribute('value');
  await sessions.selectOption(ours ?? '');
  await expect(
    page
      .getByText(/5:30 PM/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();

  // The session went meanwhile (the server's 400), then the network drops: each has its sentence.
  const selfInviteCall = '**/api/infoSession/selfInvite/**';
  await page.route(selfInviteCall, (route) =>
    route.fulfill({ status: 400, json: { message: 'InfoSession expired', code: 'SESSION_EXPIRED' } }),
  );
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('InfoSession expired, please choose another');
  await expect(send).toBeEnabled();
  await page.unroute(selfInviteCall);
  await page.route(selfInviteCall, (route) => route.abort('internetdisconnected'));
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Connect to the internet and try again');
  await expect(send).toBeEnabled();
  await page.unroute(selfInviteCall);
  await sessions.selectOption(ours ?? '');
  await send.click();

  await expect(page).toHaveURL(/\/infoSession\/invite_successful$/);
  const dialog = page.getByRole('dialog', { name: 'Scheduled successfully!' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page, 'self invite successful dialog');

  const ticket = await mailbox.waitForMail(email, (m) =>
    m.attachments.some((a) => a.filename?.endsWith('.ics')),
  );
  await page.goto(linkIn(ticket, '/api/infoSession/attend/'));
  await expect(page).toHaveURL(/\/error\/infosession\/too_early\//);
});

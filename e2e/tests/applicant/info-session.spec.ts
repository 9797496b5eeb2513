import { linkIn } from '@intake/test-kit';
import { expectAccessible } from '../../fixtures/a11y.ts';
import { apiLogIn, bearer } from '../../fixtures/api.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import { signUpApplicant } from '../../fixtures/sign-in.ts';

/** dd-MM-yyyy, `days` from today. */
const wireDate = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;
};

test('an applicant books an information session from the dashboard and gets a calendar invite', async ({
  page,
  mailbox,
  request,
}) => {
  const login = await request.post('/api/user/login', { data: ADMIN });
  const adminAuth = { authorization: `Bearer ${(await login.json()).accessToken}` };
  for (const [days, time] of [
    [3, '14:30'],
    [5, '09:00'],
  ] as const) {
    const created = await request.post('/api/infoSession/createInfoSession', {
      headers: adminAuth,
      data: {
        mode: 'Online',
        infoSessionLink: 'https://meet.example.org/intake',
        sessionDate: wireDate(days),
        sessionTime: time,
      },
    });
    expect(created.ok()).toBe(true);
  }

  const applicant = await signUpApplicant(page, mailbox.waitForMail, {
    firstName: 'Amaka',
    lastName: 'Nwosu',
    email: uniqueEmail('amaka'),
    phone: '8056789012',
  });
  await page.getByRole('button', { name: 'Attend an information session' }).click();
  const drawer = page.getByRole('dialog', { name: 'Information Session' });
  await expect(drawer.getByText('2:30 PM').first()).toBeVisible();
  await expectAccessible(page, 'info-session drawer');
  await drawer
    .getByRole('button', { name: /^Choose/ })
    .first()
    .click();
  await expect(drawer.getByText('Your upcoming session')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  await expectAccessible(page, 'info-session drawer (booked)');

  const mail = await mailbox.waitForMail(applicant.email, (m) =>
    m.attachments.some((a) => a.filename?.endsWith('.ics')),
  );
  const invite = mail.attachments.find((a) => a.filename?.endsWith('.ics'))?.content.toString('utf8') ?? '';
  expect(invite).toContain('BEGIN:VEVENT');
  // The join link goes through the portal, which says it is too early three days before.
  const join = linkIn(mail, '/api/infoSession/attend/');
  await page.goto(join);
  await expect(page).toHaveURL(/\/error\/infosession\/too_early\//);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectAccessible(page, 'info-session too early error');
  // A ticket cut short lands on a page that says so, not on JSON nor on "session ended" (issue 18).
  await page.goto(join.slice(0, -10));
  await expect(page).toHaveURL(/\/error\/link$/);
  await expect(page.getByText(/This link is not complete or no longer valid/)).toBeVisible();
  await expectAccessible(page, 'link error');
});

test("an in-person session's join link shows its venue, and a broken link says so", async ({
  page,
  mailbox,
  request,
}) => {
  const adminAuth = bearer(await apiLogIn(request, ADMIN.email, ADMIN.password));
  const when = { sessionDate: wireDate(4), sessionTime: '11:00' };
  const created = await request.post('/api/infoSession/createInfoSession', {
    headers: adminAuth,
    data: { mode: 'Online', infoSessionLink: 'https://meet.example.org/open-day', ...when },
  });
  const { infoSessionId } = (await created.json()).infoSession;
  const guest = uniqueEmail('guest');
  const invited = await request.post(`/api/infoSession/selfInvite/${guest}/${infoSessionId}`, {
    data: {},
  });
  expect(invited.ok()).toBe(true);
  const join = linkIn(await mailbox.waitForMail(guest), '/api/infoSession/attend/');
  // The school moves the session to its campus after the ticket went out.
  const venue = { venueAddress: '12 Herbert Macaulay Way, Yaba', venueDirections: 'Opposite the bus stop' };
  const moved = await request.post('/api/infoSession/updateInfoSession', {
    headers: adminAuth,
    data: { infoSessionId, mode: 'Offline', ...venue, ...when },
  });
  expect(moved.ok()).toBe(true);

  await page.goto(join);
  await expect(page).toHaveURL(/\/infoSession\/venue\//);
  await expect(
    page.getByRole('heading', { name: 'This information session takes place in person' }),
  ).toBeVisible();
  await expect(page.getByText(/^Physical session, .* at 11:00 AM$/)).toBeVisible();
  await expect(page.getByText(`Venue: ${venue.venueAddress}`)).toBeVisible();
  await expect(page.getByText(`How to get there: ${venue.venueDirections}`)).toBeVisible();
  await expectAccessible(page, 'in-person session venue');

  // Over-long and garbled tickets, and an over-long offer link, end on the link error page (issue 18).
  for (const broken of [
    `${join}${'x'.repeat(5000)}`,
    `${join.slice(0, -10)}%E0%A4%A`,
    `/admission/respond/${'x'.repeat(5000)}`,
  ]) {
    await page.goto(broken);
    await expect(page).toHaveURL(/\/error\/link$/);
    await expect(page.getByText(/This link is not complete or no longer valid/)).toBeVisible();
  }
  await expectAccessible(page, 'link error after a garbled link');
});

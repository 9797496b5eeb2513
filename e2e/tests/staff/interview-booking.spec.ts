import { expectAccessible } from '../../fixtures/a11y.ts';
import {
  apiLogIn,
  bearer,
  completeQuestionnaireAndTest,
  createAccount,
  createStaff,
} from '../../fixtures/api.ts';
import { ADMIN, expect, test, uniqueEmail } from '../../fixtures/portal.ts';
import { schoolDateAhead } from '../../fixtures/school-date.ts';
import { logIn } from '../../fixtures/sign-in.ts';

test('an invited applicant books an interview on the dashboard at 360 px; the elder sees it in My interviews (issue 26)', async ({
  page,
  browser,
  request,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const adminToken = await apiLogIn(request, ADMIN.email, ADMIN.password);
  const elder = await createStaff(
    request,
    mailbox.waitForMail,
    adminToken,
    { email: uniqueEmail('efe'), firstName: 'Efe', phone: '8035551111' },
    'Elder',
  );
  const elderHeaders = bearer(await apiLogIn(request, elder.email, elder.password));
  const published = await request.put('/api/elder/interviewAvailability', {
    headers: elderHeaders,
    data: {
      rules: [
        {
          kind: 'one-off',
          date: schoolDateAhead(4),
          startTime: '15:00',
          endTime: '16:00',
          lengthMinutes: 30,
          bufferMinutes: 0,
          method: 'phone',
        },
      ],
      daysOff: [],
    },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const applicant = await createAccount(request, mailbox.waitForMail, {
    email: uniqueEmail('ada'),
    firstName: 'Ada',
    phone: '8035552222',
  });
  await completeQuestionnaireAndTest(request, applicant);
  const invited = await request.post('/api/interviewBooking/invite', {
    headers: bearer(adminToken),
    data: { applicantEmail: applicant.email },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  // The applicant, on a phone: the free times on the dashboard, one tap to book.
  await logIn(page, applicant.email, applicant.password);
  await expect(page.getByRole('heading', { name: 'Book your interview' })).toBeVisible();
  await expectAccessible(page, 'dashboard: book your interview');
  await page
    .getByRole('button', { name: /3:00 PM/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Your interview' })).toBeVisible();
  await expect(page.getByText(/Your interview is booked for/)).toBeVisible();
  await expectAccessible(page, 'dashboard: interview booked');

  // The elder finds it among their booked interviews, with the applicant named.
  const elderContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const elderPage = await elderContext.newPage();
  await logIn(elderPage, elder.email, elder.password);
  await elderPage.getByRole('button', { name: /Me/ }).click();
  await elderPage.getByRole('menuitem', { name: 'My interviews' }).click();
  await expect(elderPage.getByRole('heading', { name: 'My booked interviews' })).toBeVisible();
  await expect(
    elderPage.getByText(applicant.email).or(elderPage.getByText('Ada Okafor')).first(),
  ).toBeVisible();
  await expectAccessible(elderPage, 'elder: my interviews');
  await elderContext.close();

  // The admin's day view of everyone's bookings.
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, ADMIN.email, ADMIN.password);
  await adminPage.getByRole('button', { name: /Me/ }).click();
  await adminPage.getByRole('menuitem', { name: 'Interview bookings' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Booked interviews by day' })).toBeVisible();
  await expectAccessible(adminPage, 'admin: interview bookings');
  await adminContext.close();
});

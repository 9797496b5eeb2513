import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { StaffApplicantBookings, StaffInviteToBook } from './staff-booking-panel';

afterEach(() => vi.unstubAllGlobals());

const ME = '00000000-0000-4000-8000-0000000000a1';
const booking = (changes: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-000000000001',
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: new Date(Date.now() - 1_800_000).toISOString(),
  method: 'phone',
  status: 'booked',
  elderId: ME,
  elderName: 'Ade Okafor',
  applicantName: 'Ada Obi',
  applicantEmail: 'ada@example.org',
  confirmed: false,
  meetingLink: null,
  place: null,
  ...changes,
});

describe('the profile’s interview booking', () => {
  it('invites the applicant to book and says so, or says why not', async () => {
    let calls = 0;
    const sent: unknown[] = [];
    stubApi({
      'POST /api/interviewBooking/invite': (init) => {
        calls += 1;
        sent.push(JSON.parse(String(init.body)));
        return calls === 1
          ? jsonResponse(200, { message: 'Invitation to book sent.' })
          : errorResponse(409, 'This applicant cannot be invited to book now.', 'WRONG_STATE');
      },
    });
    const { user } = renderRoutes(
      [{ path: '/', element: <StaffInviteToBook email="ada@example.org" /> }],
      '/',
    );
    await user.click(screen.getByRole('button', { name: 'Invite to book' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation to book sent.');
    expect(sent).toEqual([{ applicantEmail: 'ada@example.org' }]);
    await user.click(screen.getByRole('button', { name: 'Invite to book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be invited to book now');
  });

  it('lists the applicant’s bookings with their elder, and the actions only to that elder or an admin', async () => {
    const asked: string[] = [];
    const fetchMock = stubApi({
      'GET /api/elder/interviewBookings': () => {
        asked.push(String(fetchMock.mock.lastCall?.[0]));
        return jsonResponse(200, {
          bookings: [
            booking({}),
            booking({
              id: '00000000-0000-4000-8000-000000000002',
              elderId: '00000000-0000-4000-8000-0000000000b1',
              elderName: 'Zainab Bello',
              status: 'no-show',
            }),
          ],
          timeZone: 'Africa/Lagos',
        });
      },
    });
    saveSession(makeToken({ roles: 'ELDER', id: ME }));
    renderRoutes([{ path: '/', element: <StaffApplicantBookings email="ada@example.org" /> }], '/');
    const table = await screen.findByRole('table', { name: 'Interview booking' });
    const [, mine, theirs] = within(table).getAllByRole('row');
    expect(mine).toHaveTextContent('Ade Okafor');
    expect(
      within(mine as HTMLElement).getByRole('button', { name: 'Mark the interview with Ada Obi as held' }),
    );
    expect(within(mine as HTMLElement).getByRole('button', { name: 'Mark Ada Obi as a no-show' }));
    expect(theirs).toHaveTextContent('Zainab Bello');
    expect(theirs).toHaveTextContent('No-show');
    expect(within(theirs as HTMLElement).queryByRole('button')).toBeNull();
    expect(asked).toEqual(['/api/elder/interviewBookings?applicant=ada%40example.org']);
  });
});

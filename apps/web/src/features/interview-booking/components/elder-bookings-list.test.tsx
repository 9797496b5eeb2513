import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { ElderBookingsList } from './elder-bookings-list';

const ELDER = '00000000-0000-4000-8000-00000000e1de';
const OTHER = '00000000-0000-4000-8000-0000000000e2';
const HOUR = 3_600_000;

const booking = (id: number, startsInHours: number, changes: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  startsAt: new Date(Date.now() + startsInHours * HOUR).toISOString(),
  endsAt: new Date(Date.now() + (startsInHours + 0.5) * HOUR).toISOString(),
  method: 'phone',
  status: 'booked',
  elderId: ELDER,
  elderName: 'Emeka Eze',
  applicantName: `Applicant ${id}`,
  applicantEmail: `applicant${id}@example.org`,
  confirmed: false,
  meetingLink: null,
  place: null,
  ...changes,
});

afterEach(() => vi.unstubAllGlobals());

function renderList(bookings: unknown[], handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    'GET /api/elder/interviewBookings': () => jsonResponse(200, { bookings, timeZone: 'Africa/Lagos' }),
    ...handlers,
  });
  saveSession(makeToken({ roles: 'ELDER', id: ELDER }));
  return { fetchMock, ...renderRoutes([{ path: '/', element: <ElderBookingsList /> }], '/') };
}

describe('elder bookings list', () => {
  it('splits upcoming from recent, shows how each is held, and offers outcomes only once started', async () => {
    renderList([
      booking(1, -30, { status: 'held' }),
      booking(2, -1),
      booking(3, 24, { method: 'ONLINE', meetingLink: 'https://meet.example/3', confirmed: true }),
      booking(4, 48, { method: 'Offline', place: 'Hall B' }),
      booking(5, 30, { elderId: OTHER, applicantName: 'Someone Else' }),
    ]);
    const upcoming = await screen.findByRole('table', { name: 'Upcoming' });
    const recent = screen.getByRole('table', { name: 'Recent' });
    expect(within(upcoming).getByText('Applicant 3')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Meeting link' })).toHaveAttribute(
      'href',
      'https://meet.example/3',
    );
    expect(within(upcoming).getByText('Confirmed attendance')).toBeInTheDocument();
    expect(within(upcoming).getByText('In person: Hall B')).toBeInTheDocument();
    // An admin's answer holds everyone's: this list is the caller's own.
    expect(screen.queryByText('Someone Else')).toBeNull();
    expect(within(upcoming).queryByRole('button', { name: /as held/ })).toBeNull();
    expect(within(recent).getByRole('button', { name: 'Mark the interview with Applicant 2 as held' }));
    expect(within(recent).getByRole('button', { name: 'Mark Applicant 2 as a no-show' }));
    // The held one has its outcome: no actions, the newest recent first.
    expect(within(recent).queryByRole('button', { name: /Applicant 1/ })).toBeNull();
    const rows = within(recent).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Applicant 2');
    expect(rows[2]).toHaveTextContent('Held');
    expect(screen.getByText('Times are in Lagos time.')).toBeInTheDocument();
  });

  it('records a no-show and refreshes the list', async () => {
    let status = 'booked';
    const { user, fetchMock } = renderList([], {
      'GET /api/elder/interviewBookings': () =>
        jsonResponse(200, { bookings: [booking(2, -1, { status })], timeZone: 'Africa/Lagos' }),
      'POST /api/interviewBooking/00000000-0000-4000-8000-000000000002/outcome': (init) => {
        status = JSON.parse(String(init.body)).outcome;
        return jsonResponse(200, { message: 'Marked as missed.' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark Applicant 2 as a no-show' }));
    expect(await screen.findByText('No-show')).toBeInTheDocument();
    expect(status).toBe('no-show');
    expect(screen.queryByRole('button', { name: /no-show/ })).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('cancels only with a reason, which it sends', async () => {
    let cancelled: unknown;
    const { user } = renderList([booking(3, 24)], {
      'POST /api/interviewBooking/00000000-0000-4000-8000-000000000003/cancel': (init) => {
        cancelled = JSON.parse(String(init.body));
        return jsonResponse(200, { message: 'Interview cancelled.' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the interview with Applicant 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this interview' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the interview' }));
    expect(await within(dialog).findByText('Say why, in a few words')).toBeInTheDocument();
    expect(cancelled).toBeUndefined();
    await user.type(within(dialog).getByLabelText(/Reason/), 'I am unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the interview' }));
    await waitFor(() => expect(cancelled).toEqual({ reason: 'I am unwell' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

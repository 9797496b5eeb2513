import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { isoToday, toWireDate } from '../../../lib/wire-dates';
import { jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { findDateField } from '../../../test/date-field';
import { renderRoutes } from '../../../test/render-app';
import { AdminBookingsDay } from './admin-bookings-day';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, elder: string, startsAt: string) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
  method: 'phone',
  status: 'booked',
  elderId: `00000000-0000-4000-8000-0000000000${elder === 'Zainab Bello' ? 'b1' : 'a1'}`,
  elderName: elder,
  applicantName: `Applicant ${id}`,
  applicantEmail: `applicant${id}@example.org`,
  confirmed: false,
  meetingLink: null,
  place: null,
});

describe('admin bookings day', () => {
  it('shows each elder’s interviews of the day in school time, and steps and picks days', async () => {
    const asked: string[] = [];
    const fetchMock = stubApi({
      'GET /api/elder/interviewBookings': () => {
        const from = new URL(String(fetchMock.mock.lastCall?.[0]), 'http://x').searchParams.get('from') ?? '';
        asked.push(from);
        return jsonResponse(200, {
          // 09:00 UTC is 10:00 in Lagos.
          bookings:
            asked.length === 1
              ? [
                  row(2, 'Zainab Bello', '2030-01-07T13:00:00.000Z'),
                  row(1, 'Ade Okafor', '2030-01-07T09:00:00.000Z'),
                ]
              : [],
          timeZone: 'Africa/Lagos',
        });
      },
    });
    saveSession(makeToken({ roles: 'ADMIN' }));
    const { user } = renderRoutes([{ path: '/', element: <AdminBookingsDay /> }], '/');
    const ade = await screen.findByRole('table', { name: 'Ade Okafor' });
    expect(within(ade).getByText('10:00 AM–10:30 AM')).toBeInTheDocument();
    expect(within(ade).getByText('Applicant 1')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Zainab Bello' })).getByText('2:00 PM–2:30 PM'));
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Ade Okafor', 'Zainab Bello']);
    expect(asked[0]).toBe(toWireDate(isoToday()));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('No interviews booked on this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    const day = (offset: number) => {
      const moved = new Date(`${isoToday()}T12:00:00Z`);
      moved.setUTCDate(moved.getUTCDate() + offset);
      return toWireDate(moved.toISOString().slice(0, 10));
    };
    // Back through today (asked again: another admin may have booked since) to yesterday.
    expect(asked).toEqual([day(0), day(1), day(0), day(-1)]);
    fireEvent.change(await findDateField('Day'), { target: { value: '07-01-2030' } });
    await waitFor(() => expect(asked.at(-1)).toBe('07-01-2030'));
  });
});

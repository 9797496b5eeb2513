import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const slot = (startsAt: string, schoolTime: string) => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
  method: 'phone',
  schoolDate: '10-12-2026',
  schoolTime,
});
const first = slot('2026-12-10T09:00:00.000Z', '10:00');
const second = slot('2026-12-10T10:00:00.000Z', '11:00');
const page = (slots: unknown[], booking: unknown = null) => ({
  firstName: 'Ada',
  timeZone: 'Africa/Lagos',
  booking,
  slots,
  reschedulesLeft: 2,
  canReschedule: booking !== null,
  changesUntil: null,
  open: true,
});
const inZone = (timeZone: string) => {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...original.call(this), timeZone };
  });
};
afterEach(() => vi.restoreAllMocks());

describe('booking from the e-mailed link', () => {
  it('groups free times by the school day and books only on a click', async () => {
    inZone('Africa/Lagos');
    const fetchMock = stubApi({
      'GET /api/interviewBooking/link/tok': () => jsonResponse(200, page([first, second])),
      'POST /api/interviewBooking/link/tok/book': () =>
        jsonResponse(
          200,
          page([second], {
            id: crypto.randomUUID(),
            startsAt: first.startsAt,
            endsAt: first.endsAt,
            method: 'phone',
            meetingLink: null,
            place: null,
            elderName: 'Tolu Staff',
            confirmed: false,
          }),
        ),
    });
    const { user } = renderApp('/interview/book/tok');
    expect(await screen.findByRole('heading', { name: '10-12-2026' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // Same zone as the school: no second time shown.
    expect(screen.queryByText(/your time/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /10:00 AM/ }));
    expect(
      await screen.findByText(/Your interview is booked for Thursday.*10\/12\/2026 10:00 AM/),
    ).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/book')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      startsAt: first.startsAt,
      method: 'phone',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('shows the loser of a race the next free times from the 409', async () => {
    inZone('Africa/Lagos');
    stubApi({
      'GET /api/interviewBooking/link/tok': () => jsonResponse(200, page([first])),
      'POST /api/interviewBooking/link/tok/book': () =>
        jsonResponse(409, { message: 'Taken', code: 'CONFLICT', details: { slots: [second] } }),
    });
    const { user } = renderApp('/interview/book/tok');
    await user.click(await screen.findByRole('button', { name: /10:00 AM/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone has just booked that time');
    await waitFor(() => expect(screen.getByRole('button', { name: /11:00 AM/ })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /10:00 AM/ })).toBeNull();
  });

  it('shows the applicant’s own time beside the school’s when their zone differs', async () => {
    inZone('Europe/London');
    stubApi({ 'GET /api/interviewBooking/link/tok': () => jsonResponse(200, page([first])) });
    renderApp('/interview/book/tok');
    const button = await screen.findByRole('button', { name: /10:00 AM/ });
    expect(button).toHaveTextContent(/9:00 am your time/i);
    expect(screen.getByText('Times are in Lagos time.')).toBeInTheDocument();
  });

  it('cancels the booked interview from the link only after the confirm dialog', async () => {
    inZone('Africa/Lagos');
    const later = slot('2099-12-10T09:00:00.000Z', '10:00');
    const booking = {
      id: crypto.randomUUID(),
      startsAt: later.startsAt,
      endsAt: later.endsAt,
      method: 'phone',
      meetingLink: null,
      place: null,
      elderName: 'Tolu Staff',
      confirmed: false,
    };
    const fetchMock = stubApi({
      'GET /api/interviewBooking/link/tok': () => jsonResponse(200, page([second], booking)),
      'POST /api/interviewBooking/link/tok/cancel': () => jsonResponse(200, page([first, second])),
    });
    const { user } = renderApp('/interview/book/tok');
    await user.click(await screen.findByRole('button', { name: 'Cancel the interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your interview?' });
    expect(dialog).toHaveTextContent(/10\/12\/2099 10:00 AM/);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the interview' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your interview is cancelled');
    expect(screen.queryByText(/Your interview is booked/)).toBeNull();
    expect(screen.getByRole('button', { name: /10:00 AM/ })).toBeInTheDocument();
  });
});

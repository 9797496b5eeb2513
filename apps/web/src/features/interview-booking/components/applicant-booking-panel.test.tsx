import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { ApplicantBookingPanel } from './applicant-booking-panel';

const slot = (startsAt: string, schoolTime: string) => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
  method: 'ONLINE',
  schoolDate: '10-12-2099',
  schoolTime,
});
const first = slot('2099-12-10T09:00:00.000Z', '10:00');
const second = slot('2099-12-10T10:00:00.000Z', '11:00');
const third = slot('2099-12-10T11:00:00.000Z', '12:00');
const bookedAt = (startsAt: string) => ({
  id: '6f1c1c8e-0c53-4b7e-9a1e-0000000000b1',
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
  method: 'ONLINE',
  meetingLink: 'https://meet.example.org/b1',
  place: null,
  elderName: 'Tolu Elder',
  confirmed: false,
});
const page = (slots: unknown[], booking: ReturnType<typeof bookedAt> | null = null, open = true) => ({
  firstName: 'Ada',
  timeZone: 'Africa/Lagos',
  booking,
  slots,
  reschedulesLeft: 2,
  canReschedule: booking !== null && open,
  changesUntil: booking
    ? new Date(new Date(booking.startsAt).getTime() - 12 * 3_600_000).toISOString()
    : null,
  open,
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

const MINE = '/api/applicant/interviewBooking';
function renderPanel() {
  const onChanged = vi.fn();
  const view = renderRoutes([{ path: '/', element: <ApplicantBookingPanel onChanged={onChanged} /> }], '/');
  return { ...view, onChanged };
}
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) => {
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === path) ?? [];
  return JSON.parse(String(init?.body));
};

describe('the dashboard booking panel', () => {
  it('books a free slot on a click and then shows the interview with both clocks, the link and the changes left', async () => {
    inZone('Europe/London');
    const fetchMock = stubApi({
      [`GET ${MINE}`]: () => jsonResponse(200, page([first, second])),
      [`POST ${MINE}/book`]: () => jsonResponse(200, page([second], bookedAt(first.startsAt))),
    });
    const { user, onChanged } = renderPanel();
    expect(await screen.findByRole('heading', { name: 'Book your interview' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: /10:00 AM/ }));

    expect(await screen.findByRole('heading', { name: 'Your interview' })).toBeInTheDocument();
    // The browser's zone rides along, so the booking's messages can add the applicant's own clock.
    expect(bodyOf(fetchMock, `${MINE}/book`)).toEqual({
      startsAt: first.startsAt,
      method: 'ONLINE',
      timeZone: 'Europe/London',
    });
    // Lagos is an hour ahead of London in December: the school's time first, the viewer's beside it.
    expect(
      screen.getByText(/booked for Thursday.*10\/12\/2099 10:00 AM \(Thu 9:00 am your time\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://meet.example.org/b1' })).toHaveAttribute(
      'href',
      'https://meet.example.org/b1',
    );
    expect(screen.getByText('With Tolu Elder.')).toBeInTheDocument();
    expect(
      screen.getByText(/change the time 2 more times\. .*until Wednesday.*09\/12\/2099 10:00 PM/),
    ).toBeInTheDocument();
    // Picked: the slot list gives way to the booking until Reschedule is pressed.
    expect(screen.queryByRole('button', { name: /11:00 AM/ })).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('shows the loser of a race the server’s message and the next free slots at once', async () => {
    inZone('Africa/Lagos');
    const fetchMock = stubApi({
      [`GET ${MINE}`]: () => jsonResponse(200, page([first])),
      [`POST ${MINE}/book`]: () =>
        jsonResponse(409, {
          message: 'Someone has just booked that time. Please choose one of the next free times.',
          code: 'CONFLICT',
          details: { slots: [second, third] },
        }),
    });
    const { user, onChanged } = renderPanel();
    await user.click(await screen.findByRole('button', { name: /10:00 AM/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone has just booked that time. Please choose one of the next free times.',
    );
    expect(screen.getByRole('button', { name: /11:00 AM/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /12:00 PM/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /10:00 AM/ })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === MINE)).toHaveLength(1);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('reschedules to another slot and cancels only after the confirm dialog', async () => {
    inZone('Africa/Lagos');
    const fetchMock = stubApi({
      [`GET ${MINE}`]: () => jsonResponse(200, page([second], bookedAt(first.startsAt))),
      [`POST ${MINE}/book`]: () => jsonResponse(200, page([first], bookedAt(second.startsAt))),
      [`POST ${MINE}/cancel`]: () => jsonResponse(200, page([first, second])),
    });
    const { user, onChanged } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.click(screen.getByRole('button', { name: /11:00 AM/ }));
    expect(await screen.findByText(/booked for .* 11:00 AM/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, `${MINE}/book`)).toEqual({
      startsAt: second.startsAt,
      method: 'ONLINE',
      timeZone: 'Africa/Lagos',
    });

    await user.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your interview?' });
    // The dialog's Cancel keeps the interview: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel your interview?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel the interview' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your interview is cancelled');
    expect(screen.getByRole('button', { name: /10:00 AM/ })).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('shows nothing to an applicant who was not invited to book (the fixed-time invitation)', async () => {
    const fetchMock = stubApi({ [`GET ${MINE}`]: () => jsonResponse(200, page([], null, false)) });
    const { container } = renderPanel();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(MINE, expect.anything()));
    await waitFor(() => expect(screen.queryByLabelText('Loading the free times…')).toBeNull());
    expect(container.querySelector('section')).toBeNull();
  });

  it('says why the applicant cannot book again themselves instead of offering times', async () => {
    const reason =
      'You have used all your changes, so you cannot book again yourself. Please contact the school for a new time.';
    stubApi({
      [`GET ${MINE}`]: () => jsonResponse(200, { ...page([]), cannotBookReason: reason }),
    });
    renderPanel();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose a time' })).toBeNull();
    expect(screen.queryByText(/no free times/i)).toBeNull();
  });
});

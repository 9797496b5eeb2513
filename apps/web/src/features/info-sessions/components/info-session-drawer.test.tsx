import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '../../../lib/session';
import {
  deferred,
  errorResponse,
  headersOf,
  jsonResponse,
  noResponse,
  stubApi,
} from '../../../test/api-stub';
import { afternoonSession, bookedUser, morningSession, renderSignedIn } from '../test/render-feature';
import { InfoSessionDrawer } from './info-session-drawer';

const LIST = 'GET /api/infoSession/getAvailableInfoSessions';
const selectKey = (id: string) => `GET /api/infoSession/selectInfoSession/${id}`;
const selectPath = (id: string) => `/api/infoSession/selectInfoSession/${id}`;

const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === path);

function renderDrawer(user: Parameters<typeof renderSignedIn>[1] = {}) {
  const onClose = vi.fn();
  const view = renderSignedIn(<InfoSessionDrawer opened onClose={onClose} />, user);
  return { ...view, onClose };
}

describe('info-session drawer', () => {
  it('lists the upcoming sessions with details, mode, date and 12-hour time, asked for with the token', async () => {
    const fetchMock = stubApi({ [LIST]: () => jsonResponse(200, [morningSession, afternoonSession]) });
    renderDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'Information Session' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Morning chat with the team');
    expect(items[0]).toHaveTextContent('Online');
    expect(items[0]).toHaveTextContent('Thursday, 14 March 2030 at 9:00 AM');
    expect(items[1]).toHaveTextContent('Campus tour and Q&A');
    expect(items[1]).toHaveTextContent('Offline (in person)');
    expect(items[1]).toHaveTextContent('Friday, 15 March 2030 at 2:30 PM');
    expect(items[1]).not.toHaveTextContent('14:30');
    const [, init] = callsTo(fetchMock, '/api/infoSession/getAvailableInfoSessions')[0] ?? [];
    expect(headersOf(init ?? {}).get('Authorization')).toMatch(/^Bearer /);
  });

  it('is as wide as a phone screen, and at most 28rem on wider ones', async () => {
    stubApi({ [LIST]: () => jsonResponse(200, []) });
    renderDrawer();
    await screen.findByRole('dialog');
    const root = document.querySelector<HTMLElement>('.mantine-Drawer-root');
    // jsdom lays nothing out; the size Mantine gets is min(100%, 28rem): all of a 360 px screen.
    expect(root?.style.getPropertyValue('--drawer-size')).toBe('min(100%, 28rem)');
  });

  it('says so when there is no upcoming session', async () => {
    stubApi({ [LIST]: () => jsonResponse(200, []) });
    renderDrawer();
    expect(
      await screen.findByText(
        'There are no upcoming information sessions at the moment. Please check back soon.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();
  });

  it('books a session once, however often it is clicked, stores the fresh user and confirms', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({
      [LIST]: () => jsonResponse(200, [morningSession, afternoonSession]),
      [selectKey(afternoonSession.infoSessionId)]: () => answer.promise,
    });
    const { user } = renderDrawer();
    const choose = await screen.findByRole('button', { name: 'Choose Campus tour and Q&A' });
    await user.click(choose);
    await user.click(choose);
    await user.dblClick(choose);
    expect(choose).toBeDisabled();
    expect(choose).toHaveTextContent('Booking…');
    expect(screen.getByRole('button', { name: 'Choose Morning chat with the team' })).toBeDisabled();

    const calls = callsTo(fetchMock, selectPath(afternoonSession.infoSessionId));
    expect(calls).toHaveLength(1);
    const [, init] = calls[0] ?? [];
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(headersOf(init ?? {}).get('Authorization')).toMatch(/^Bearer /);

    answer.resolve(jsonResponse(200, bookedUser(afternoonSession.infoSessionId)));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are booked for Campus tour and Q&A, check your e-mail for the invitation.',
    );
    expect(getSessionUser()?.infoSessionId).toBe(afternoonSession.infoSessionId);
    // The booked session now shows as the upcoming one.
    expect(screen.getByText('Your upcoming session')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(callsTo(fetchMock, selectPath(afternoonSession.infoSessionId))).toHaveLength(1);
  });

  it('shows the booked session and a way to join it while it is open (issue 18.20)', async () => {
    // The server keeps the applicant's own session in the list, with its link, while it can be joined.
    const running = { ...morningSession, joinable: true };
    stubApi({ [LIST]: () => jsonResponse(200, [running, afternoonSession]) });
    renderDrawer({ infoSessionId: morningSession.infoSessionId });
    expect(await screen.findByText('Your session is open now')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Morning chat with the team');
    expect(within(dialog).getByRole('link', { name: 'Join the session' })).toHaveAttribute(
      'href',
      'https://meet.example.org/morning',
    );
  });

  it('shows the booked session with Reschedule, which lists the others to choose again', async () => {
    const fetchMock = stubApi({
      [LIST]: () => jsonResponse(200, [morningSession, afternoonSession]),
      [selectKey(afternoonSession.infoSessionId)]: () =>
        jsonResponse(200, bookedUser(afternoonSession.infoSessionId)),
    });
    const { user } = renderDrawer({ infoSessionId: morningSession.infoSessionId });
    expect(await screen.findByText('Your upcoming session')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Morning chat with the team');
    expect(dialog).toHaveTextContent('9:00 AM');
    expect(dialog).not.toHaveTextContent('Campus tour and Q&A');
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // The current one cannot be booked again; the other can.
    expect(items[0]).toHaveTextContent('Your current session');
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose Campus tour and Q&A' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are booked for Campus tour and Q&A, check your e-mail for the invitation.',
    );
    expect(getSessionUser()?.infoSessionId).toBe(afternoonSession.infoSessionId);
    expect(screen.getByText('Your upcoming session')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('2:30 PM');
    expect(callsTo(fetchMock, selectPath(afternoonSession.infoSessionId))).toHaveLength(1);
    expect(callsTo(fetchMock, selectPath(morningSession.infoSessionId))).toHaveLength(0);
  });

  it('shows where a booked offline session takes place, with its directions', async () => {
    const atCampus = {
      ...afternoonSession,
      venueAddress: '12 Herbert Macaulay Way, Yaba',
      venueDirections: 'Second floor, opposite the bus stop',
    };
    stubApi({ [LIST]: () => jsonResponse(200, [morningSession, atCampus]) });
    renderDrawer({ infoSessionId: atCampus.infoSessionId });
    expect(await screen.findByText('Your upcoming session')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Venue: 12 Herbert Macaulay Way, Yaba');
    expect(dialog).toHaveTextContent('Second floor, opposite the bus stop');
  });

  it("'Keep my session' goes back from rescheduling without a call", async () => {
    const fetchMock = stubApi({ [LIST]: () => jsonResponse(200, [morningSession, afternoonSession]) });
    const { user } = renderDrawer({ infoSessionId: morningSession.infoSessionId });
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.click(screen.getByRole('button', { name: 'Keep my session' }));
    expect(screen.getByText('Your upcoming session')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('selectInfoSession'))).toHaveLength(0);
  });

  it("shows the server's message on a failed booking, re-enables the buttons and reloads the list", async () => {
    const fetchMock = stubApi({
      [LIST]: () => jsonResponse(200, [morningSession, afternoonSession]),
      [selectKey(morningSession.infoSessionId)]: () =>
        errorResponse(400, 'This session is full, please choose another', 'SESSION_FULL'),
    });
    const { user } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Choose Morning chat with the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This session is full, please choose another');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(getSessionUser()?.infoSessionId).toBeNull();
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/infoSession/getAvailableInfoSessions')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Choose Morning chat with the team' })).toBeEnabled();
  });

  it('says to connect when the booking gets no answer', async () => {
    stubApi({
      [LIST]: () => jsonResponse(200, [morningSession]),
      [selectKey(morningSession.infoSessionId)]: noResponse,
    });
    const { user } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Choose Morning chat with the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connect to the internet and try again');
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    stubApi({ [LIST]: () => errorResponse(500, 'Something went wrong on our side', 'INTERNAL') });
    renderDrawer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  });

  it.each([401, 403])('a %i on the list sends the applicant to /login', async (status) => {
    stubApi({ [LIST]: () => errorResponse(status, 'Not allowed', 'FORBIDDEN') });
    const { router } = renderDrawer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSessionUser()).toBeNull();
  });

  it('asks for nothing while closed', async () => {
    const fetchMock = stubApi();
    renderSignedIn(<InfoSessionDrawer opened={false} onClose={vi.fn()} />);
    await new Promise((settle) => setTimeout(settle, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls onClose from the close button', async () => {
    stubApi({ [LIST]: () => jsonResponse(200, []) });
    const { user, onClose } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

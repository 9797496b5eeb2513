import { START_TEST_MESSAGE_MS, START_TEST_NETWORK_MESSAGE_MS } from '@intake/contracts/constants';
import { messages } from '@intake/contracts/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import {
  deferred,
  errorResponse,
  headersOf,
  jsonResponse,
  makeToken,
  noResponse,
  stubApi,
} from '../../../test/api-stub';
import { renderFeature } from '../test/render-feature';
import { TestStartDialog } from './test-start-dialog';

const healthy = { 'GET /api/health': () => jsonResponse(200, { status: 'ok' }) };

/** Start (the round trip), then the second confirmation. */
async function startAndConfirm(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  await user.click(await screen.findByRole('button', { name: 'Yes, start my test' }));
}

function renderDialog(options: { fakeTimers?: boolean } = {}) {
  saveSession(makeToken({ applicationStatus: 'QUESTIONNAIRE' }));
  const onClose = vi.fn();
  const onStarted = vi.fn();
  const view = renderFeature(<TestStartDialog opened onClose={onClose} onStarted={onStarted} />, {
    advanceTimers: options.fakeTimers ? vi.advanceTimersByTime : undefined,
  });
  return { ...view, onClose, onStarted };
}

describe('test start dialog', () => {
  it('warns about the time, the ONE attempt, the connection and leaving the browser', async () => {
    stubApi();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This test takes about 15 minutes.');
    expect(dialog).toHaveTextContent('You have only ONE attempt.');
    expect(dialog).toHaveTextContent('Make sure you have a stable internet connection before you start.');
    expect(dialog).toHaveTextContent(
      'Do not leave this page or close your browser until you have submitted the test.',
    );
  });

  it('checks the connection, asks once more, then starts the test with the session token', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ ...healthy, 'POST /api/applicant/startTest': () => answer.promise });
    const { user, onStarted } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    // The check of the connection answers first; the question follows it.
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Your connection works. This is your ONE attempt: once you start, the clock runs for about 15 minutes. Start the test now?',
      ),
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/health');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/applicant/startTest')).toBe(false);
    // Not yet goes back to the warnings without starting anything.
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    await startAndConfirm(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, start my test' })).toBeDisabled());
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/applicant/startTest') ?? [];
    expect(headersOf(init ?? {}).get('Authorization')).toMatch(/^Bearer /);
    expect(init?.body).toBeUndefined();
    expect(onStarted).not.toHaveBeenCalled();
    answer.resolve(jsonResponse(200, { message: 'Test started', secondsLeft: 900 }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
  });

  it("shows 'Check your network connection and try again' without an answer, cleared after 4 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The round trip before the second question finds no connection: nothing is started.
    stubApi({ 'GET /api/health': noResponse });
    const { user, onStarted } = renderDialog({ fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.checkNetwork);
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(START_TEST_NETWORK_MESSAGE_MS - 500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onStarted).not.toHaveBeenCalled();
  });

  it.each([401, 403])(
    "answers %i with 'Session expired please re-login' for 10 seconds, then goes to /login",
    async (status) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      stubApi({
        ...healthy,
        'POST /api/applicant/startTest': () => errorResponse(status, 'No', 'UNAUTHENTICATED'),
      });
      const { user, router } = renderDialog({ fakeTimers: true });
      await startAndConfirm(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.sessionExpired);
      act(() => vi.advanceTimersByTime(START_TEST_MESSAGE_MS - 500));
      expect(screen.getByRole('alert')).toHaveTextContent(messages.sessionExpired);
      expect(router.state.location.pathname).toBe('/dashboard/');
      act(() => vi.advanceTimersByTime(600));
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it("answers 400 with 'Already tested please re-login', then closes the dialog and goes to /login", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      ...healthy,
      'POST /api/applicant/startTest': () =>
        errorResponse(400, 'Already tested please re-login', 'ALREADY_TESTED'),
    });
    const { user, router, onClose, onStarted } = renderDialog({ fakeTimers: true });
    await startAndConfirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.alreadyTested);
    expect(screen.getByRole('button', { name: 'Yes, start my test' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(START_TEST_MESSAGE_MS - 500));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(600));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
    expect(onStarted).not.toHaveBeenCalled();
  });
});

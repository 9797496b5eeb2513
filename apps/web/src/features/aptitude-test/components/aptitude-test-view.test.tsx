import { messages } from '@intake/contracts/messages';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, saveSession } from '../../../lib/session';
import {
  deferred,
  errorResponse,
  headersOf,
  jsonResponse,
  makeToken,
  noResponse,
  stubApi,
  testUser,
} from '../../../test/api-stub';
import { localAttemptKey } from '../local-attempt';
import { renderFeature, runningTest } from '../test/render-feature';
import { AptitudeTestView } from './aptitude-test-view';

type Handlers = Parameters<typeof stubApi>[0];

const testedUser = { ...testUser, applicationStatus: 'TESTED' as const };
const okSave = (secondsLeft = 880) => jsonResponse(200, { saved: true, secondsLeft });

/** The server's side of the heartbeat: its clock runs from the test's secondsLeft, answers are acknowledged. */
const heartbeatServer = (test: ReturnType<typeof runningTest>) => {
  const deadline = Date.now() + test.secondsLeft * 1000;
  return (init: RequestInit) => {
    const sent = JSON.parse(String(init.body)) as { answers: { questionId: string }[] };
    return jsonResponse(200, {
      secondsLeft: Math.max(0, Math.ceil((deadline - Date.now()) / 1000)),
      completed: false,
      acknowledged: sent.answers.map((a) => a.questionId),
      uncounted: [],
    });
  };
};

function setUp(handlers: Handlers = {}, test = runningTest(), { fakeTimers = false } = {}) {
  saveSession(makeToken({ applicationStatus: 'TESTING' }));
  const fetchMock = stubApi({
    'GET /api/applicant/test': () => jsonResponse(200, test),
    'POST /api/applicant/test/heartbeat': heartbeatServer(test),
    'GET /api/applicant/test/images/pattern-1.svg': () =>
      new Response('<svg/>', { status: 200, headers: { 'Content-Type': 'image/svg+xml' } }),
    ...handlers,
  });
  const view = renderFeature(<AptitudeTestView />, {
    advanceTimers: fakeTimers ? vi.advanceTimersByTime : undefined,
  });
  return { ...view, fetchMock };
}

const bodiesOf = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const storedAttempt = () => {
  const raw = localStorage.getItem(localAttemptKey('att-1'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
};

async function answer(user: UserEvent, option: string) {
  await user.click(await screen.findByRole('radio', { name: option }));
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pattern-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('aptitude test view', () => {
  it('shows question 1 of n, the clock and the options, with nothing that gives the answer away', async () => {
    setUp();
    expect(await screen.findByText('What is 2 + 2?')).toBeInTheDocument();
    expect(screen.getByLabelText('Question number')).toHaveTextContent('1/3');
    expect(screen.getByText('Time Started')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['3', '4', '5', '22']);
    for (const option of options) expect(option).not.toBeChecked();
    // The 'no image' value shows no picture.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/correct|answer/i);
  });

  it('dims Back on the first question and never goes below it', async () => {
    const { user } = setUp({ 'PATCH /api/applicant/test/answer': () => okSave() });
    const back = await screen.findByRole('button', { name: 'Back' });
    expect(back).toBeDisabled();
    await answer(user, '4');
    await next(user);
    expect(screen.getByLabelText('Question number')).toHaveTextContent('2/3');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Question number')).toHaveTextContent('1/3');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    // The answer given is still chosen.
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
  });

  it('saves the chosen answer on Next, moves on, and loads the image with the session token', async () => {
    const { user, fetchMock } = setUp({ 'PATCH /api/applicant/test/answer': () => okSave() });
    await answer(user, '4');
    await next(user);
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PATCH /api/applicant/test/answer')).toEqual([
        { questionId: 'one', answer: '4', elapsedSeconds: expect.any(Number) },
      ]),
    );
    expect(screen.getByText('Which shape comes next?')).toBeInTheDocument();
    // The picture is named by what it shows, so a screen-reader user can answer the question.
    const picture = 'A triangle with 1 dot, a square with 2 dots, then a question mark.';
    expect(await screen.findByRole('img', { name: picture })).toHaveAttribute('src', 'blob:pattern-1');
    const [, imageInit] =
      fetchMock.mock.calls.find(([url]) => url === '/api/applicant/test/images/pattern-1.svg') ?? [];
    expect(headersOf(imageInit ?? {}).get('Authorization')).toMatch(/^Bearer /);
    expect(storedAttempt()).toMatchObject({ answers: { one: '4' }, unsent: [], completed: false });
  });

  it("counts down from the server's secondsLeft and re-syncs to each save's answer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The server's clock: the save's answer (30 s left) is what the heartbeats say from then on.
    let serverDeadline = Date.now() + 125_000;
    const { user } = setUp(
      {
        'PATCH /api/applicant/test/answer': () => {
          serverDeadline = Date.now() + 30_000;
          return okSave(30);
        },
        'POST /api/applicant/test/heartbeat': () =>
          jsonResponse(200, {
            secondsLeft: Math.ceil((serverDeadline - Date.now()) / 1000),
            completed: false,
            acknowledged: [],
            uncounted: [],
          }),
      },
      runningTest({ secondsLeft: 125 }),
      { fakeTimers: true },
    );
    expect(await screen.findByRole('timer')).toHaveTextContent('02:05');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('02:04');
    // Async: each heartbeat on the way is answered before its timeout can fire.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:04');
    await answer(user, '4');
    await next(user);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('00:30'));
  });

  it('submits by itself when the clock reaches 0, with the answer chosen on the page shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, fetchMock, router } = setUp(
      {
        'PATCH /api/applicant/submitAptitudeTest': () =>
          jsonResponse(200, { success: true, message: 'Test submitted' }),
        'POST /api/applicant/stopTest/ada%40example.org': () => jsonResponse(200, testedUser),
      },
      runningTest({ secondsLeft: 3 }),
      { fakeTimers: true },
    );
    await answer(user, '22');
    expect(bodiesOf(fetchMock, 'PATCH /api/applicant/submitAptitudeTest')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test_successful/a-1'));
    expect(bodiesOf(fetchMock, 'PATCH /api/applicant/submitAptitudeTest')).toEqual([
      {
        score: null,
        timeRemaining: 0,
        email: 'ada@example.org',
        completed: true,
        testObj: { response: { one: '22' } },
      },
    ]);
  });

  it('keeps an answer whose save failed, retries it on the next Next and sends it with Submit', async () => {
    let saves = 0;
    const { user, fetchMock, router } = setUp({
      'PATCH /api/applicant/test/answer': () => {
        saves += 1;
        return saves === 1 ? noResponse() : okSave();
      },
      'PATCH /api/applicant/submitAptitudeTest': () =>
        jsonResponse(200, { success: true, message: 'Test submitted' }),
      'POST /api/applicant/stopTest/ada%40example.org': () => jsonResponse(200, testedUser),
    });
    await answer(user, '4');
    await next(user);
    await waitFor(() => expect(saves).toBe(1));
    await waitFor(() => expect(storedAttempt()).toMatchObject({ answers: { one: '4' }, unsent: ['one'] }));

    await answer(user, 'C');
    await next(user);
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PATCH /api/applicant/test/answer')).toEqual([
        { questionId: 'one', answer: '4', elapsedSeconds: expect.any(Number) },
        { questionId: 'one', answer: '4', elapsedSeconds: expect.any(Number) },
        { questionId: 'two', answer: 'C', elapsedSeconds: expect.any(Number) },
      ]),
    );
    await waitFor(() => expect(storedAttempt()).toMatchObject({ unsent: [] }));

    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await answer(user, 'True');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test_successful/a-1'));
    const [body] = bodiesOf(fetchMock, 'PATCH /api/applicant/submitAptitudeTest');
    expect(body).toMatchObject({
      email: 'ada@example.org',
      completed: true,
      testObj: { response: { one: '4', two: 'C', three: 'True' } },
    });
  });

  it('on submit success removes the local attempt, calls stopTest, stores its user data and shows the completion page', async () => {
    const stopped = deferred<Response>();
    const { user, fetchMock, router } = setUp(
      {
        'PATCH /api/applicant/submitAptitudeTest': () =>
          jsonResponse(200, { success: true, message: 'Test submitted' }),
        'POST /api/applicant/stopTest/ada%40example.org': () => stopped.promise,
      },
      runningTest({ answers: { one: '4', two: 'A' } }),
    );
    // Resumes at the first unanswered question.
    expect(await screen.findByLabelText('Question number')).toHaveTextContent('3/3');
    await answer(user, 'False');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/applicant/stopTest/'))).toBe(
        true,
      ),
    );
    expect(storedAttempt()).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/');
    stopped.resolve(jsonResponse(200, testedUser));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test_successful/a-1'));
    expect(getSessionUser()?.applicationStatus).toBe('TESTED');
    expect(bodiesOf(fetchMock, 'PATCH /api/applicant/submitAptitudeTest')[0]).toMatchObject({
      testObj: { response: { one: '4', two: 'A', three: 'False' } },
    });
  });

  it('still goes to the completion page when stopTest gets no answer', async () => {
    const { user, router } = setUp(
      {
        'PATCH /api/applicant/submitAptitudeTest': () =>
          jsonResponse(200, { success: true, message: 'Test submitted' }),
        'POST /api/applicant/stopTest/ada%40example.org': noResponse,
      },
      runningTest({ answers: { one: '4', two: 'A' } }),
    );
    await answer(user, 'True');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test_successful/a-1'));
    expect(getSessionUser()?.applicationStatus).toBe('TESTED');
  });

  it('keeps the attempt saved locally and shows the error when submit fails', async () => {
    const { user, router } = setUp(
      { 'PATCH /api/applicant/submitAptitudeTest': noResponse },
      runningTest({ answers: { one: '4', two: 'A' } }),
    );
    await answer(user, 'True');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noResponse);
    expect(storedAttempt()).toMatchObject({
      completed: true,
      answers: { one: '4', two: 'A', three: 'True' },
    });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/dashboard/');
  });

  it('goes to /login when submit answers 401 or 403, keeping the attempt', async () => {
    const { user, router } = setUp(
      { 'PATCH /api/applicant/submitAptitudeTest': () => errorResponse(403, 'No', 'FORBIDDEN') },
      runningTest({ answers: { one: '4', two: 'A' } }),
    );
    await answer(user, 'True');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedAttempt()).toMatchObject({ completed: true });
  });

  it('resumes with local answers the server lacks pre-selected, and sends them', async () => {
    localStorage.setItem(
      localAttemptKey('att-1'),
      JSON.stringify({
        attemptId: 'att-1',
        email: 'ada@example.org',
        answers: { one: '4', two: 'B' },
        unsent: ['two'],
        completed: false,
        timeRemaining: 500,
      }),
    );
    const { user, fetchMock } = setUp(
      { 'PATCH /api/applicant/test/answer': () => okSave() },
      runningTest({ answers: { one: '4' }, secondsLeft: 400 }),
    );
    expect(await screen.findByLabelText('Question number')).toHaveTextContent('3/3');
    // The server's clock, not the local copy's.
    expect(screen.getByRole('timer')).toHaveTextContent('06:40');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'B' })).toBeChecked();
    await next(user);
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PATCH /api/applicant/test/answer')).toEqual([
        { questionId: 'two', answer: 'B', elapsedSeconds: expect.any(Number) },
      ]),
    );
  });

  it('when cut off pauses the clock and hides the question; on reconnect sends the answers kept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let online = false;
    const server = heartbeatServer(runningTest({ secondsLeft: 300 }));
    const { user, fetchMock } = setUp(
      {
        'PATCH /api/applicant/test/answer': () => (online ? okSave(290) : noResponse()),
        'POST /api/applicant/test/heartbeat': (init) => (online ? server(init) : noResponse()),
      },
      runningTest({ secondsLeft: 300 }),
      { fakeTimers: true },
    );
    await answer(user, '4');
    await next(user);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'Your test clock is paused and will resume when the connection returns.',
    );
    expect(screen.queryByText('Which shape comes next?')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const paused = screen.getByRole('timer').textContent;
    expect(paused).toMatch(/\(paused\)$/);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('timer').textContent).toBe(paused);
    expect(storedAttempt()).toMatchObject({ answers: { one: '4' }, unsent: ['one'], page: 1 });

    online = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('Which shape comes next?')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const beats = bodiesOf(fetchMock, 'POST /api/applicant/test/heartbeat');
    expect(beats.at(-1)).toEqual({ answers: [{ questionId: 'one', answer: '4', elapsedSeconds: 600 }] });
    await waitFor(() => expect(storedAttempt()).toMatchObject({ unsent: [] }));
  });

  it('sends a heartbeat only after 5 s without a save or heartbeat (issue 20)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // When the screen was last heard from, as the server sees it (the fake clock, which real time
    // also moves: a slow machine may open a silence, never a heartbeat right after a save).
    const contacts: { kind: 'save' | 'beat'; at: number }[] = [];
    const server = heartbeatServer(runningTest());
    const { user } = setUp(
      {
        'PATCH /api/applicant/test/answer': () => {
          contacts.push({ kind: 'save', at: Date.now() });
          return okSave();
        },
        'POST /api/applicant/test/heartbeat': (init) => {
          contacts.push({ kind: 'beat', at: Date.now() });
          return server(init);
        },
      },
      runningTest(),
      { fakeTimers: true },
    );
    for (const option of ['4', 'B']) {
      await answer(user, option);
      await next(user);
      await act(() => vi.advanceTimersByTimeAsync(3_000));
    }
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(contacts.filter((c) => c.kind === 'save')).toHaveLength(2);
    expect(contacts.filter((c) => c.kind === 'beat').length).toBeGreaterThanOrEqual(2);
    contacts.forEach((contact, i) => {
      const before = contacts[i - 1];
      if (contact.kind === 'beat' && before) expect(contact.at - before.at).toBeGreaterThanOrEqual(5_000);
    });
  });

  it('shows the question that was on screen after a reload', async () => {
    localStorage.setItem(
      localAttemptKey('att-1'),
      JSON.stringify({
        attemptId: 'att-1',
        email: 'ada@example.org',
        answers: {},
        unsent: [],
        elapsed: {},
        page: 1,
        completed: false,
        timeRemaining: 500,
      }),
    );
    setUp();
    expect(await screen.findByLabelText('Question number')).toHaveTextContent('2/3');
  });

  it('shows the error and Back to Dashboard when no test is running', async () => {
    saveSession(makeToken({ applicationStatus: 'TESTING' }));
    stubApi({
      'GET /api/applicant/test': () => errorResponse(409, 'You have no test in progress.', 'WRONG_STATE'),
    });
    const onLeave = vi.fn();
    const { user } = renderFeature(<AptitudeTestView onLeave={onLeave} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no test in progress.');
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it('learns within seconds that the school stopped the test, says so and stops (issue 18.15)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let stopped = false;
    const { user, fetchMock, router } = setUp(
      {
        // The heartbeat, every few seconds, is how the screen learns of an admin's Stop Test.
        'POST /api/applicant/test/heartbeat': () =>
          stopped
            ? errorResponse(409, messages.testStoppedBySchool, 'TEST_STOPPED')
            : jsonResponse(200, { secondsLeft: 880, completed: false, acknowledged: [], uncounted: [] }),
        'PATCH /api/applicant/test/answer': () => okSave(),
        'POST /api/applicant/stopTest/ada%40example.org': () => jsonResponse(200, testedUser),
      },
      runningTest(),
      { fakeTimers: true },
    );
    await answer(user, '4');
    stopped = true;
    act(() => vi.advanceTimersByTime(5000));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.testStoppedBySchool);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(storedAttempt()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(getSessionUser()?.applicationStatus).toBe('TESTED'));
    expect(bodiesOf(fetchMock, 'PATCH /api/applicant/submitAptitudeTest')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/dashboard/');
  });

  it('says the school stopped the test when an answer is refused for it', async () => {
    const { user } = setUp({
      'PATCH /api/applicant/test/answer': () =>
        errorResponse(409, messages.testStoppedBySchool, 'TEST_STOPPED'),
    });
    await answer(user, '4');
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.testStoppedBySchool);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('the question in the address (issue 19.4)', () => {
  const saveAnswer = { 'PATCH /api/applicant/test/answer': () => okSave() };

  it('opens on the question the address names, and tells the address each move', async () => {
    saveSession(makeToken({ applicationStatus: 'TESTING' }));
    stubApi({
      'GET /api/applicant/test': () => jsonResponse(200, runningTest()),
      'POST /api/applicant/test/heartbeat': heartbeatServer(runningTest()),
      ...saveAnswer,
    });
    const onPage = vi.fn();
    const { user } = renderFeature(<AptitudeTestView page={3} onPage={onPage} />);
    expect(await screen.findByText('A computer stores data in bits.')).toBeInTheDocument();
    expect(screen.getByText('3/3')).toBeInTheDocument();
    expect(onPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onPage).toHaveBeenLastCalledWith(2, 'back');
    await next(user);
    expect(onPage).toHaveBeenLastCalledWith(3, 'on');
  });

  it('without a question in the address, settles it on the one the test resumes on', async () => {
    localStorage.setItem(
      localAttemptKey('att-1'),
      JSON.stringify({ attemptId: 'att-1', email: testUser.email, answers: {}, unsent: [], page: 1 }),
    );
    saveSession(makeToken({ applicationStatus: 'TESTING' }));
    stubApi({
      'GET /api/applicant/test': () => jsonResponse(200, runningTest()),
      'POST /api/applicant/test/heartbeat': heartbeatServer(runningTest()),
    });
    const onPage = vi.fn();
    renderFeature(<AptitudeTestView onPage={onPage} />);
    expect(await screen.findByText('Which shape comes next?')).toBeInTheDocument();
    expect(onPage).toHaveBeenCalledWith(2, 'settle');
  });
});

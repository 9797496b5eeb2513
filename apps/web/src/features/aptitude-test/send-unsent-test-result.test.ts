import type { UserData } from '@intake/contracts';
import { describe, expect, it } from 'vitest';
import { getSessionUser, saveSession } from '../../lib/session';
import { errorResponse, jsonResponse, makeToken, noResponse, stubApi, testUser } from '../../test/api-stub';
import { type LocalAttempt, localAttemptKey } from './local-attempt';
import {
  refreshTestingUserOnLogin,
  sendUnsentTestResult,
  settleTestOnLogin,
  shouldResumeTest,
} from './send-unsent-test-result';

const stopTestKey = 'POST /api/applicant/stopTest/ada%40example.org';
const submitKey = 'PATCH /api/applicant/submitAptitudeTest';
const submitted = () => jsonResponse(200, { success: true, message: 'Test submitted' });

function store(attempt: Partial<LocalAttempt> = {}) {
  const value: LocalAttempt = {
    attemptId: 'att-1',
    email: 'ada@example.org',
    answers: { one: '4', two: 'B' },
    unsent: ['two'],
    elapsed: { one: 30, two: 80 },
    page: 1,
    completed: true,
    timeRemaining: 120,
    ...attempt,
  };
  localStorage.setItem(localAttemptKey(value.attemptId), JSON.stringify(value));
  return value;
}

function logIn(user: Partial<UserData> = {}): UserData {
  return saveSession(makeToken(user));
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

describe('sending an unsent test result on log-in', () => {
  it('does nothing when no completed attempt is stored', async () => {
    const fetchMock = stubApi();
    store({ completed: false });
    store({ attemptId: 'att-2', email: 'someone@example.org' });
    expect(await sendUnsentTestResult(logIn({ applicationStatus: 'TESTED' }))).toBe('none');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(localAttemptKey('att-1'))).not.toBeNull();
  });

  it('sends it with the spec body, removes it, runs stopTest and stores the fresh user data', async () => {
    const fetchMock = stubApi({
      [submitKey]: submitted,
      [stopTestKey]: () => jsonResponse(200, { ...testUser, applicationStatus: 'TESTED' }),
    });
    store();
    const user = logIn({ applicationStatus: 'TESTING' });
    expect(await sendUnsentTestResult(user)).toBe('sent');
    const [[, init]] = callsTo(fetchMock, submitKey) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      score: null,
      timeRemaining: 120,
      email: 'ada@example.org',
      completed: true,
      testObj: { response: { one: '4', two: 'B' } },
    });
    expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(localStorage.getItem(localAttemptKey('att-1'))).toBeNull();
    expect(callsTo(fetchMock, stopTestKey)).toHaveLength(1);
    expect(getSessionUser()?.applicationStatus).toBe('TESTED');
  });

  it.each([
    ['no answer', noResponse],
    ['a server error', () => errorResponse(500, 'Something went wrong', 'INTERNAL')],
  ])('keeps it stored on %s and does not run stopTest', async (_, failure) => {
    const fetchMock = stubApi({ [submitKey]: failure });
    const attempt = store();
    expect(await sendUnsentTestResult(logIn({ applicationStatus: 'TESTING' }))).toBe('failed');
    expect(JSON.parse(localStorage.getItem(localAttemptKey('att-1')) ?? 'null')).toEqual(attempt);
    expect(callsTo(fetchMock, stopTestKey)).toHaveLength(0);
    expect(getSessionUser()?.applicationStatus).toBe('TESTING');
  });
});

describe('a log-in while TESTING', () => {
  it('refreshes the user with the stop-test call, which closes only an attempt whose time is over', async () => {
    const fetchMock = stubApi({
      [stopTestKey]: () => jsonResponse(200, { ...testUser, applicationStatus: 'TESTING' }),
    });
    const fresh = await refreshTestingUserOnLogin(logIn({ applicationStatus: 'TESTING' }));
    expect(callsTo(fetchMock, stopTestKey)).toHaveLength(1);
    expect(fresh.applicationStatus).toBe('TESTING');
    expect(shouldResumeTest(fresh)).toBe(true);
  });

  it('answers TESTED when the server closed the attempt at its deadline', async () => {
    stubApi({ [stopTestKey]: () => jsonResponse(200, { ...testUser, applicationStatus: 'TESTED' }) });
    const fresh = await refreshTestingUserOnLogin(logIn({ applicationStatus: 'TESTING' }));
    expect(fresh.applicationStatus).toBe('TESTED');
    expect(getSessionUser()?.applicationStatus).toBe('TESTED');
    expect(shouldResumeTest(fresh)).toBe(false);
  });

  it('calls nothing for another status, and keeps the user when the call fails', async () => {
    const fetchMock = stubApi({ [stopTestKey]: noResponse });
    const questionnaire = logIn({ applicationStatus: 'QUESTIONNAIRE' });
    expect(await refreshTestingUserOnLogin(questionnaire)).toBe(questionnaire);
    expect(fetchMock).not.toHaveBeenCalled();
    const testing = logIn({ applicationStatus: 'TESTING' });
    expect(await refreshTestingUserOnLogin(testing)).toBe(testing);
  });

  it('settleTestOnLogin sends the unsent result first, then needs no second stop-test', async () => {
    const fetchMock = stubApi({
      [submitKey]: submitted,
      [stopTestKey]: () => jsonResponse(200, { ...testUser, applicationStatus: 'TESTED' }),
    });
    store();
    const fresh = await settleTestOnLogin(logIn({ applicationStatus: 'TESTING' }));
    expect(fresh.applicationStatus).toBe('TESTED');
    expect(callsTo(fetchMock, submitKey)).toHaveLength(1);
    expect(callsTo(fetchMock, stopTestKey)).toHaveLength(1);
  });
});

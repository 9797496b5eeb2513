import { describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session';
import { jsonResponse, makeToken, stubApi } from '../test/api-stub';
import { RUNNING_TEST_PATH, startEarlyRequests } from './early-requests';

const runningTestCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === RUNNING_TEST_PATH).length;

describe('requests started from the entry', () => {
  it('asks for the running test when an applicant at TESTING opens the dashboard, with or without the last slash', () => {
    saveSession(makeToken({ roles: 'APPLICANT', applicationStatus: 'TESTING' }));
    const fetchMock = stubApi({ [`GET ${RUNNING_TEST_PATH}`]: () => jsonResponse(200, {}) });
    startEarlyRequests('/dashboard/');
    startEarlyRequests('/dashboard');
    expect(runningTestCalls(fetchMock)).toBe(2);
  });

  it('asks for nothing on another screen or at another status', () => {
    const fetchMock = stubApi({ [`GET ${RUNNING_TEST_PATH}`]: () => jsonResponse(200, {}) });
    saveSession(makeToken({ roles: 'APPLICANT', applicationStatus: 'TESTING' }));
    startEarlyRequests('/dashboard/all-applicants');
    saveSession(makeToken({ roles: 'APPLICANT', applicationStatus: 'QUESTIONNAIRE' }));
    startEarlyRequests('/dashboard/');
    expect(runningTestCalls(fetchMock)).toBe(0);
  });
});

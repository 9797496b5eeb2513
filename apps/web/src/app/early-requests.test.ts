import { earlyPaths } from '@intake/contracts/early-paths';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session';
import { jsonResponse, makeToken, stubApi, testConfig, testUser } from '../test/api-stub';
import { startEarlyRequests } from './early-requests';

const stubEarlyCalls = () =>
  stubApi({
    [`GET ${earlyPaths.runningTest}`]: () => jsonResponse(200, {}),
    [`GET ${earlyPaths.currentUser}`]: () => jsonResponse(200, testUser),
    [`GET ${earlyPaths.publicConfig}`]: () => jsonResponse(200, testConfig),
  });

const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

describe('requests started from the entry', () => {
  it("asks for the applicant's user data and the public settings when the dashboard opens", () => {
    saveSession(makeToken({ roles: 'APPLICANT', applicationStatus: 'QUESTIONNAIRE' }));
    const fetchMock = stubEarlyCalls();
    startEarlyRequests('/dashboard/');
    expect(callsTo(fetchMock, earlyPaths.currentUser)).toBe(1);
    expect(callsTo(fetchMock, earlyPaths.publicConfig)).toBe(1);
    expect(callsTo(fetchMock, earlyPaths.runningTest)).toBe(0);
  });

  it('asks for the running test too when the test view opens at TESTING, with or without the last slash', () => {
    saveSession(makeToken({ roles: 'APPLICANT', applicationStatus: 'TESTING' }));
    const fetchMock = stubEarlyCalls();
    startEarlyRequests('/dashboard/', '?view=test&page=3');
    startEarlyRequests('/dashboard', '?view=test');
    expect(callsTo(fetchMock, earlyPaths.runningTest)).toBe(2);
    startEarlyRequests('/dashboard/');
    expect(callsTo(fetchMock, earlyPaths.runningTest)).toBe(2);
  });

  it('asks for nothing on another screen, for staff or without a session', () => {
    const fetchMock = stubEarlyCalls();
    saveSession(makeToken({ roles: 'APPLICANT', applicationStatus: 'TESTING' }));
    startEarlyRequests('/dashboard/all-applicants');
    saveSession(makeToken({ roles: 'ADMIN', applicationStatus: null }));
    startEarlyRequests('/dashboard/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

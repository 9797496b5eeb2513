import type { UserData } from '@intake/contracts';
import { pagePath, paths } from '@intake/contracts/pages';
import { ApiError } from '../../lib/api-error';
import { getSessionUser, replaceSessionUser } from '../../lib/session';
import { stopTest } from './api/stop-test';
import type { SubmitTestBody } from './api/submit-test';
import type { LocalAttempt } from './local-attempt';

/** The spec's submit body (§7) for a stored attempt. */
export const submitBodyFor = (attempt: LocalAttempt): SubmitTestBody => ({
  score: null,
  timeRemaining: attempt.timeRemaining,
  email: attempt.email,
  completed: true,
  testObj: { response: { ...attempt.answers } },
});

/** 401 and 403 on a test call send the applicant to /login (docs/spec/portal-spec.md §8). */
export const isSessionError = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

export type RefreshOutcome = { kind: 'refreshed'; user: UserData } | { kind: 'fallback' } | { kind: 'login' };

/**
 * After a submitted result: the stop-test call and fresh user data in the session (docs/spec/portal-spec.md §4).
 * When it fails without a session problem, the stored user is marked TESTED as a fallback:
 * the server has the result, and the next load of user data corrects anything else.
 */
export async function refreshUserAfterTest(email: string): Promise<RefreshOutcome> {
  try {
    const user = await stopTest(email);
    replaceSessionUser(user);
    return { kind: 'refreshed', user };
  } catch (error) {
    if (isSessionError(error)) return { kind: 'login' };
    const stored = getSessionUser();
    if (stored?.applicationStatus === 'TESTING')
      replaceSessionUser({ ...stored, applicationStatus: 'TESTED' });
    return { kind: 'fallback' };
  }
}

/** `/test_successful/{id}`: the applicant's application id, or their user id when they have none. */
export const testSuccessfulPath = (user: Pick<UserData, 'id' | 'applicationId'> | null) =>
  pagePath(paths.testSuccessful, { id: user?.applicationId ?? user?.id ?? 'done' });

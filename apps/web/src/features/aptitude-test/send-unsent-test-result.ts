import type { UserData } from '@intake/contracts';
import { getSessionUser, replaceSessionUser } from '../../lib/session';
import { stopTest } from './api/stop-test';
import { submitTest } from './api/submit-test';
import { refreshUserAfterTest, submitBodyFor } from './finish-test';
import { listLocalAttempts, removeLocalAttempt, writeLocalAttempt } from './local-attempt';

export type UnsentResultOutcome = 'none' | 'sent' | 'failed';

/**
 * docs/spec/portal-spec.md §4 "Login with an unsent local result". Call it right after a successful log-in (the
 * session is saved). A completed attempt still in local storage is sent first with the spec's
 * body; on success the local copy is removed and the stop-test call replaces the stored user
 * data; on failure it stays stored for the next log-in. Never throws.
 */
export async function sendUnsentTestResult(
  user: Pick<UserData, 'email'> = getSessionUser() ?? { email: '' },
): Promise<UnsentResultOutcome> {
  if (!user.email) return 'none';
  const unsent = listLocalAttempts(user.email).filter((attempt) => attempt.completed);
  if (unsent.length === 0) return 'none';

  let outcome: UnsentResultOutcome = 'sent';
  for (const attempt of unsent) {
    try {
      await submitTest(submitBodyFor(attempt));
      removeLocalAttempt(attempt.attemptId);
    } catch {
      // docs/spec/portal-spec.md §4: on failure it is stored again.
      writeLocalAttempt(attempt);
      outcome = 'failed';
    }
  }
  if (outcome === 'sent') await refreshUserAfterTest(user.email);
  return outcome;
}

/**
 * For a log-in whose user is TESTING. The server owns the clock, so nothing is stopped: the
 * applicant's stop-test call only closes an attempt whose time has run out (scoring it) and
 * answers fresh user data, which replaces the stored copy. If the user is still TESTING, the
 * dashboard shows the test view (`AptitudeTestView`), which resumes with the time the server
 * says is left. Resolves to the freshest user data it has; never throws.
 */
export async function refreshTestingUserOnLogin(user: UserData): Promise<UserData> {
  if (user.applicationStatus !== 'TESTING') return user;
  try {
    const fresh = await stopTest(user.email);
    replaceSessionUser(fresh);
    return fresh;
  } catch {
    return user;
  }
}

/** Both steps in the spec's order: the unsent result first, then the TESTING refresh. */
export async function settleTestOnLogin(user: UserData): Promise<UserData> {
  const sent = await sendUnsentTestResult(user);
  const current = sent === 'sent' ? (getSessionUser() ?? user) : user;
  return refreshTestingUserOnLogin(current);
}

/** Whether the signed-in applicant should see the test view (status TESTING). */
export const shouldResumeTest = (user: Pick<UserData, 'applicationStatus'> | null) =>
  user?.applicationStatus === 'TESTING';

import { matchPath } from 'react-router';
import { startEarlyRequest } from '../lib/api-client';
import { getSessionUser } from '../lib/session';
import { paths } from './paths';

/** The running test (DESIGN.md §3): the test screen's one call. */
export const RUNNING_TEST_PATH = '/api/applicant/test';

/**
 * Calls a screen will make as soon as it shows, started from the entry while its chunks load.
 * The dashboard of an applicant at TESTING opens on the test, which cannot draw a question
 * before the running test has come.
 */
export function startEarlyRequests(pathname: string) {
  const user = getSessionUser();
  if (
    matchPath(paths.dashboard, pathname) &&
    user?.roles === 'APPLICANT' &&
    user.applicationStatus === 'TESTING'
  )
    startEarlyRequest(RUNNING_TEST_PATH);
}

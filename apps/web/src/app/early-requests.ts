import { earlyPaths } from '@intake/contracts/early-paths';
import { dashboardViewOf, paths } from '@intake/contracts/pages';
import { matchPath } from 'react-router';
import { startEarlyRequest } from '../lib/api-client';
import { loadPublicConfig } from '../lib/public-config';
import { getSessionUser } from '../lib/session';

/**
 * Calls a screen will make as soon as it shows, started from the entry while its chunks load, so
 * that none waits for the screen's JavaScript. The applicant's dashboard refreshes the user and
 * reads the public settings on every visit; the test view (a reload mid-test, or a log-in at
 * TESTING) cannot draw a question before the running test has come.
 */
export function startEarlyRequests(pathname: string, search = '') {
  const user = getSessionUser();
  if (!matchPath(paths.dashboard, pathname) || user?.roles !== 'APPLICANT') return;
  startEarlyRequest(earlyPaths.currentUser);
  // Kept by public-config itself; a failure is retried by the screen that reads it.
  loadPublicConfig().catch(() => undefined);
  if (user.applicationStatus === 'TESTING' && dashboardViewOf(search).view === 'test') {
    startEarlyRequest(earlyPaths.runningTest);
  }
}

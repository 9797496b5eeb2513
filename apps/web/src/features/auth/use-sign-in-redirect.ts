import type { UserData } from '@intake/contracts';
import { messages } from '@intake/contracts/messages';
import { adminConsolePath, dashboardViewPath, handoffUrl, paths, returnToOf } from '@intake/contracts/pages';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { goToExternal } from '../../lib/browser-location';
import { loadPublicConfig } from '../../lib/public-config';
import { clearSession } from '../../lib/session';

const isInAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Sends a user who just logged in where their role belongs (docs/spec/portal-spec.md §2, §6). Elders and sponsors
 * go to the elder application; when it lives at another address, a one-time handoff token
 * carries the session there instead of the access token. A page that sent the user to sign in
 * (`?next=`) gets them back; it checks their role itself.
 */
export function useSignInRedirect() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = returnToOf(search);

  return async (user: UserData) => {
    if (returnTo && user.roles !== 'SUSPENDED') {
      navigate(returnTo, { replace: true });
      return;
    }
    switch (user.roles) {
      case 'APPLICANT':
        // docs/spec/portal-spec.md §4: a log-in during the test goes back to it.
        navigate(user.applicationStatus === 'TESTING' ? dashboardViewPath('test') : paths.dashboard);
        return;
      case 'ADMIN':
        navigate(adminConsolePath(user.firstName));
        return;
      case 'ELDER':
      case 'SPONSOR': {
        const { elderAppUrl } = await loadPublicConfig();
        if (isInAppPath(elderAppUrl)) {
          navigate(elderAppUrl);
          return;
        }
        const { createHandoff } = await import('../../lib/create-handoff');
        const { token } = await createHandoff();
        goToExternal(handoffUrl(elderAppUrl, token));
        return;
      }
      default:
        clearSession();
        throw new ApiError(messages.accountSuspended, 'FORBIDDEN', 403);
    }
  };
}

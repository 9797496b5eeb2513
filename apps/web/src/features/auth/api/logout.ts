import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { clearUserDrafts } from '../../../lib/form-draft';
import { clearSession, getSessionUser } from '../../../lib/session';

/** The declaration loads with the call, so the header of every screen does not carry it. */
export const logOut = async () => callEndpoint((await import('@intake/contracts/endpoints/session')).logOut);

/**
 * Ends the session on the server; the stored session and the user's form drafts are cleared
 * whether or not that call succeeds (issue 19.4: a shared phone keeps nobody's answers).
 */
export const useLogoutMutation = () =>
  useMutation({
    mutationFn: logOut,
    onSettled: () => {
      const user = getSessionUser();
      if (user) clearUserDrafts(user.id);
      clearSession();
    },
  });

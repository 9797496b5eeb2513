import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

export const logOut = () => apiRequest('/api/user/logout', { method: 'POST', authenticated: true });

/** Ends the session on the server; the stored session is cleared whether or not that call succeeds. */
export const useLogoutMutation = () =>
  useMutation({
    mutationFn: logOut,
    onSettled: clearSession,
  });

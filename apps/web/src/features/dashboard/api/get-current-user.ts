import { currentUser } from '@intake/contracts/endpoints/session';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { replaceSessionUser } from '../../../lib/session';

/**
 * The signed-in user as the server holds them now, stored in place of the copy the log-in token
 * carried: staff move applications on (an interview invitation, an offer) while a session lasts.
 */
export async function refreshCurrentUser() {
  const user = await callEndpoint(currentUser);
  replaceSessionUser(user);
  return user;
}

export const currentUserQueryKey = ['current-user'] as const;

/** Refreshes the stored user once per dashboard visit. */
export const useCurrentUserRefresh = () =>
  useQuery({ queryKey: currentUserQueryKey, queryFn: refreshCurrentUser, staleTime: 0 });

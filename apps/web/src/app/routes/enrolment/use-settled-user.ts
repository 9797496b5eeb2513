import type { UserData } from '@intake/contracts';
import { useState } from 'react';
import { useCurrentUserRefresh } from '../../../features/dashboard';
import { useSessionUser } from '../../../lib/session';

/**
 * The signed-in user once the server has been asked for the current copy (a link may be followed
 * long after log-in), fixed from then on: a form that moves the applicant on must not vanish
 * under them when it stores the fresh user data. Undefined while asking.
 */
export function useSettledUser(): UserData | null | undefined {
  const refresh = useCurrentUserRefresh();
  const user = useSessionUser();
  const [settled, setSettled] = useState<UserData | null | undefined>(undefined);
  if (settled === undefined && !refresh.isPending) setSettled(user);
  return settled;
}

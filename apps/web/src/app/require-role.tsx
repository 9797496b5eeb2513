import type { Role } from '@intake/contracts';
import { homePathFor, loginReturningTo, paths } from '@intake/contracts/pages';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionUser } from '../lib/session';

type RequireRoleProps = {
  allowed: readonly Role[];
  /** After signing in, come back here (a page opened from an e-mailed link) rather than to the home screen. */
  returnAfterSignIn?: boolean;
};

/** No session goes to /login; a signed-in user of another role goes to their own screen. */
export function RequireRole({ allowed, returnAfterSignIn = false }: RequireRoleProps) {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <Navigate to={returnAfterSignIn ? loginReturningTo(`${pathname}${search}`) : paths.login} replace />
    );
  }
  if (!allowed.includes(user.roles)) return <Navigate to={homePathFor(user)} replace />;
  return <Outlet />;
}

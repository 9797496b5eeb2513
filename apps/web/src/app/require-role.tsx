import type { Role } from '@intake/contracts';
import { Navigate, Outlet } from 'react-router';
import { useSessionUser } from '../lib/session';
import { homePathFor, paths } from './paths';

/** No session goes to /login; a signed-in user of another role goes to their own screen. */
export function RequireRole({ allowed }: { allowed: readonly Role[] }) {
  const user = useSessionUser();
  if (!user) return <Navigate to={paths.login} replace />;
  if (!allowed.includes(user.roles)) return <Navigate to={homePathFor(user)} replace />;
  return <Outlet />;
}

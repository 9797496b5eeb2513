import type { UserData } from '@intake/contracts';
import { authErrors } from '@intake/contracts/errors/auth';
import { duplicateErrors } from '@intake/contracts/errors/duplicates';
import { staffRoles } from '@intake/contracts/status';
import { findApplicant } from '../../core/applicants.repository.ts';
import { reapplyCohort } from '../../core/reapply-eligibility.ts';
import { insertSession } from '../../core/sessions.repository.ts';
import { findUserData, isMergedAccount } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { cohortOpenForApplying } from '../settings/settings.service.ts';

/** What opening a session uses: the database, the settings, the read cache and the token signer. */
export type SessionDeps = ServiceDeps<'db' | 'config' | 'readCache' | 'signAccessToken'>;

export async function loadUserData(db: Executor, userId: string): Promise<UserData> {
  const user = await findUserData(db, userId);
  if (!user) throw notFound();
  return user;
}

/** Marks the finance address's staff account, so that its screens offer the finance screen. */
function withFinanceAccess(config: SessionDeps['config'], user: UserData): UserData {
  const finance =
    config.financeEmail !== undefined &&
    staffRoles.includes(user.roles) &&
    user.email.toLowerCase() === config.financeEmail;
  return finance ? { ...user, financeAccess: true } : user;
}

/** The caller's own data, from the read cache while it holds them. */
export async function loadOwnUserData(deps: SessionDeps, userId: string): Promise<UserData> {
  const cached = deps.readCache.users.get(userId);
  if (cached) return cached;
  const generation = deps.readCache.userGeneration;
  const user = withFinanceAccess(deps.config, await loadUserData(deps.db, userId));
  deps.readCache.storeUser(userId, user, generation);
  return user;
}

/** Starts a session and signs its access token. */
export async function openSession(deps: SessionDeps, userId: string) {
  const user = await loadUserData(deps.db, userId);
  if (user.roles === 'SUSPENDED') {
    // A record merged into another (issue 23.5) is suspended too; its owner is told where to sign in.
    throw appError(
      (await isMergedAccount(deps.db, userId)) ? duplicateErrors.accountMerged : authErrors.accountSuspended,
    );
  }
  // A withdrawn applicant signs in only to apply again, while a later cohort is open (decision 0086).
  const applicant = await findApplicant(deps.db, userId);
  if (applicant?.withdrawnAt && !reapplyCohort(applicant, await cohortOpenForApplying(deps.db))) {
    throw appError(authErrors.applicationWithdrawn);
  }
  const session = await insertSession(deps.db, userId, deps.config.sessionAbsoluteSeconds);
  return {
    accessToken: await deps.signAccessToken(
      withFinanceAccess(deps.config, user),
      session.id,
      session.expiresAt,
    ),
  };
}

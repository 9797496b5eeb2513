import { type ApplicationStatus, canMoveApplication } from '@intake/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound, wrongState } from '../../lib/app-error.ts';
import { insertActivity, lockApplicant, updateApplicant } from './applicants.repository.ts';

export interface StatusChange {
  to: ApplicationStatus;
  action: string;
  actorId?: string;
  details?: Record<string, unknown>;
  /** The message of the 409 when the applicant is not in a status that may move to `to`. */
  refusal: string;
}

/**
 * The only way an applicationStatus changes: checked against the transition table and written
 * to the activity log in the caller's transaction.
 */
export async function moveApplication(tx: Executor, applicantId: string, change: StatusChange) {
  const applicant = await lockApplicant(tx, applicantId);
  if (!applicant) throw notFound();
  const from = applicant.applicationStatus;
  if (!canMoveApplication(from, change.to)) throw wrongState(change.refusal);
  await updateApplicant(tx, applicantId, { applicationStatus: change.to });
  await insertActivity(tx, {
    applicantId,
    actorId: change.actorId,
    action: change.action,
    fromStatus: from,
    toStatus: change.to,
    details: change.details,
  });
  return { from, to: change.to };
}

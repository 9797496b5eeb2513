import {
  type ApplicationStatus,
  canMoveApplication,
  canMoveNative,
  type NativeState,
} from '@intake/contracts';
import type { Executor } from '../db/client.ts';
import { notFound, wrongState } from '../lib/app-error.ts';
import { insertActivity } from './activity-log.repository.ts';
import { lockApplicant, type NewApplicant, updateApplicant } from './applicants.repository.ts';
import { enqueueJob } from './jobs.repository.ts';

/** The job (review module) that gives an applicant who reached the review stage their first-round reviewers. */
export const ASSIGN_REVIEWERS_JOB = 'review.assign-reviewers';

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
  // Here rather than in each caller, so every path to the review stage is caught (decision 0074).
  if (change.to === 'TESTED') {
    await enqueueJob(tx, {
      kind: ASSIGN_REVIEWERS_JOB,
      payload: { applicantId },
      runAt: new Date(),
      uniqueKey: `${ASSIGN_REVIEWERS_JOB}:${applicantId}`,
    });
  }
  return { from, to: change.to };
}

export interface NativeStateChange {
  to: NativeState;
  action: string;
  actorId?: string;
  details?: Record<string, unknown>;
  /** Other columns changed with the state, in the same statement (e.g. a permission it grants). */
  alsoSet?: Partial<
    Pick<NewApplicant, 'applicationStatus' | 'canFillEnrollmentForm' | 'canFillTenancyAgreementForm'>
  >;
  /** The message of the 409 when the learner is not in a state that may move to `to`. */
  refusal: string;
}

/**
 * The only way a nativeState changes after admission: checked against the transition table and
 * written to the activity log in the caller's transaction. An applicationStatus set alongside is
 * checked against its own table too.
 */
export async function moveNative(tx: Executor, applicantId: string, change: NativeStateChange) {
  const applicant = await lockApplicant(tx, applicantId);
  if (!applicant) throw notFound();
  const from = applicant.nativeState;
  if (!canMoveNative(from, change.to)) throw wrongState(change.refusal);
  const nextStatus = change.alsoSet?.applicationStatus;
  if (nextStatus && !canMoveApplication(applicant.applicationStatus, nextStatus)) {
    throw wrongState(change.refusal);
  }
  await updateApplicant(tx, applicantId, { ...change.alsoSet, nativeState: change.to });
  // The log's status columns show the applicationStatus when it moves too, as staff lists read them.
  await insertActivity(tx, {
    applicantId,
    actorId: change.actorId,
    action: change.action,
    fromStatus: nextStatus ? applicant.applicationStatus : from,
    toStatus: nextStatus ?? change.to,
    details: { ...change.details, nativeState: { from, to: change.to } },
  });
  return { from, to: change.to, applicant };
}

import { reviewAnswers } from '@intake/contracts/copy/api-answers';
import { reviewAssignmentErrors as errors } from '@intake/contracts/errors/review-assignments';
import {
  type AssignmentState,
  type Conflict,
  QUEUE_PAGE_SIZE,
  type ReviewSettings,
  SHORT_LISTED,
} from '@intake/contracts/review-assignments';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  type ApplicantToAssign,
  type ConflictRow,
  countShortApplicants,
  deleteAssignment,
  deleteConflict,
  type ElderLoad,
  findApplicantIdByEmail,
  findApplicantToAssign,
  findAssignment,
  findAssignmentsOf,
  findConflictedReviewerIds,
  findConflicts,
  findElders,
  findQueuePage,
  findReviewSettings,
  findShortApplicantIds,
  findShortApplicants,
  insertAssignment,
  insertConflict,
  insertConflicts,
  lockAssignments,
  lockReviewSettings,
  type QueueRow,
  updateReviewSettings,
} from './assignments.repository.ts';
import { refreshReviewAggregates } from './review-aggregates.repository.ts';

/** How many applicants "assign waiting" reads at a time; each is assigned in its own transaction. */
const WAITING_BATCH = 200;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A phone as one comparable string: the dial code's digits and the national number without its
 * trunk zero, so '08031234567', '8031234567' and '2348031234567' under +234 are one number (the
 * three spellings the apply form accepts, contracts/phone.ts `isPhoneOfDialCode`).
 */
export function phoneKey(phone: string, dialCode: string) {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return null;
  const code = dialCode.replace(/\D/g, '');
  const national =
    digits.startsWith(code) && digits.length > code.length + 7 ? digits.slice(code.length) : digits;
  return `${code}${national.replace(/^0+/, '')}`;
}

/** Why the portal will not let an elder review an applicant, or null: the reasons it records. */
function foundConflict(elder: ElderLoad, applicant: ApplicantToAssign) {
  if (elder.email.toLowerCase() === applicant.email.toLowerCase()) return 'Same e-mail as the applicant';
  const phone = phoneKey(applicant.phone, applicant.dialCode);
  if (phone !== null && phone === phoneKey(elder.phone, elder.dialCode)) return 'Same phone as the applicant';
  return null;
}

/** Fewest open reviews first; then fewest in all; then the elders' stable order (name, id). */
const byLoad = (a: ElderLoad, b: ElderLoad) => a.open - b.open || a.total - b.total;

const isInReview = (applicant: ApplicantToAssign) =>
  applicant.status === 'TESTED' && !applicant.withdrawnAt && !applicant.erasedAt && applicant.isApplicant;

async function recordAssignment(
  tx: Executor,
  applicant: { id: string; email: string },
  reviewerId: string,
  actorId: string | null,
  details: Record<string, unknown> = {},
) {
  await insertAssignment(tx, { applicantId: applicant.id, reviewerId, assignedBy: actorId });
  await insertActivity(tx, {
    applicantId: applicant.id,
    actorId: actorId ?? undefined,
    action: 'REVIEW_ASSIGNED',
    details: { reviewerId, ...details },
  });
  await insertAudit(tx, {
    actorId,
    action: 'REVIEW_ASSIGNED',
    subject: applicant.email,
    details: { applicantId: applicant.id, reviewerId, ...details },
  });
}

/**
 * Tops the applicant up to their cohort's number of reviewers, in the caller's transaction: the
 * least-loaded eligible elders, never their own account or a reviewer in conflict with them. The
 * conflicts it finds (same e-mail or phone) are recorded for admins to see. Answers how many it
 * assigned; an applicant out of the review stage, or with enough reviewers, gets none.
 */
export async function topUpReviewers(tx: Executor, applicantId: string, actorId: string | null) {
  await lockAssignments(tx);
  const applicant = await findApplicantToAssign(tx, applicantId);
  if (!applicant || !isInReview(applicant)) return 0;
  const held = await findAssignmentsOf(tx, applicantId);
  // An open review held by an account that is no longer an elder (suspended, made admin) would never be done.
  for (const stale of held.filter((row) => !row.completedAt && !row.isElder)) {
    await deleteAssignment(tx, stale.reviewerId, applicantId);
    await insertActivity(tx, {
      applicantId,
      actorId: actorId ?? undefined,
      action: 'REVIEW_UNASSIGNED',
      details: { reviewerId: stale.reviewerId, reason: 'no longer an elder' },
    });
    await insertAudit(tx, {
      actorId,
      action: 'REVIEW_UNASSIGNED',
      subject: applicant.email,
      details: { applicantId, reviewerId: stale.reviewerId, reason: 'no longer an elder' },
    });
  }
  const assigned = held.filter((row) => row.completedAt || row.isElder);
  const wanted = applicant.reviewersPerApplicant - assigned.length;
  if (wanted <= 0) return 0;
  const elders = (await findElders(tx)).filter((elder) => elder.id !== applicant.id);
  const conflicted = await findConflictedReviewerIds(tx, applicantId);
  const found = elders.flatMap((elder) => {
    const reason = conflicted.has(elder.id) ? null : foundConflict(elder, applicant);
    return reason ? [{ reviewerId: elder.id, applicantId, reason, declaredBy: null }] : [];
  });
  await insertConflicts(tx, found);
  const excluded = new Set([
    ...conflicted,
    ...found.map((row) => row.reviewerId),
    ...assigned.map((row) => row.reviewerId),
  ]);
  const picked = elders
    .filter((elder) => !excluded.has(elder.id))
    .sort(byLoad)
    .slice(0, wanted);
  for (const elder of picked) await recordAssignment(tx, applicant, elder.id, actorId);
  return picked.length;
}

/** The job queued when an applicant reaches the review stage (core moveApplication). */
export async function assignReviewers(deps: ServiceDeps<'db'>, applicantId: string) {
  return deps.db.transaction((tx) => topUpReviewers(tx, applicantId, null));
}

export async function getReviewers(deps: ServiceDeps<'db'>) {
  const elders = await findElders(deps.db);
  return {
    reviewers: elders.map(({ id, firstName, lastName, email, open, done }) => ({
      id,
      firstName,
      lastName,
      email,
      open,
      done,
    })),
    shortOfReviewers: await countShortApplicants(deps.db),
    shortApplicants: await findShortApplicants(deps.db, SHORT_LISTED),
  };
}

const stateOf = (row: QueueRow): AssignmentState => (row.completedAt ? 'DONE' : row.open ? 'OPEN' : 'CLOSED');

export async function getReviewerQueue(deps: ServiceDeps<'db'>, reviewerId: string, page = 1) {
  const [elder] = await findElders(deps.db, reviewerId);
  if (!elder) throw appError(errors.reviewerNotFound);
  const rows = await findQueuePage(deps.db, reviewerId, QUEUE_PAGE_SIZE, (page - 1) * QUEUE_PAGE_SIZE);
  return {
    reviewer: {
      id: elder.id,
      firstName: elder.firstName,
      lastName: elder.lastName,
      email: elder.email,
      open: elder.open,
      done: elder.done,
    },
    items: rows.map((row) => ({
      applicantId: row.applicantId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      status: row.status,
      assignedAt: iso(row.assignedAt),
      completedAt: row.completedAt ? iso(row.completedAt) : null,
      state: stateOf(row),
    })),
    page,
    pageSize: QUEUE_PAGE_SIZE,
    total: rows[0]?.total ?? elder.total,
  };
}

/** Moves one open assignment to another eligible elder. */
export async function reassign(
  deps: ServiceDeps<'db'>,
  from: { reviewerId: string; applicantId: string },
  toReviewerId: string,
  actorId: string,
) {
  await deps.db.transaction(async (tx) => {
    await lockAssignments(tx);
    const assignment = await findAssignment(tx, from.reviewerId, from.applicantId);
    if (!assignment) throw appError(errors.assignmentNotFound);
    if (assignment.completedAt) throw appError(errors.assignmentDone);
    const applicant = await findApplicantToAssign(tx, from.applicantId);
    if (!applicant || !isInReview(applicant)) throw appError(errors.leftReview);
    const [target] = await findElders(tx, toReviewerId);
    if (!target) throw appError(errors.notAnElder);
    if (await findAssignment(tx, toReviewerId, from.applicantId)) throw appError(errors.alreadyAssigned);
    const conflicted = await findConflictedReviewerIds(tx, from.applicantId);
    const found = foundConflict(target, applicant);
    if (found) {
      await insertConflicts(tx, [
        { reviewerId: target.id, applicantId: applicant.id, reason: found, declaredBy: null },
      ]);
    }
    if (found || conflicted.has(target.id)) throw appError(errors.reviewerConflicted);
    await deleteAssignment(tx, from.reviewerId, from.applicantId);
    await recordAssignment(tx, applicant, target.id, actorId, { reassignedFrom: from.reviewerId });
  });
  return { message: 'Assignment moved' };
}

const toConflict = (row: ConflictRow): Conflict => ({
  reviewerId: row.reviewerId,
  reviewerName: `${row.reviewerFirstName} ${row.reviewerLastName}`.trim(),
  applicantId: row.applicantId,
  applicantName: `${row.applicantFirstName} ${row.applicantLastName}`.trim(),
  applicantEmail: row.applicantEmail,
  reason: row.reason,
  foundBySystem: row.declaredBy === null,
  createdAt: iso(row.createdAt),
});

export async function getConflicts(
  deps: ServiceDeps<'db'>,
  filter: { reviewerId?: string; applicantEmail?: string },
) {
  if (filter.reviewerId) {
    const [elder] = await findElders(deps.db, filter.reviewerId);
    if (!elder) throw appError(errors.reviewerNotFound);
    return { conflicts: (await findConflicts(deps.db, { reviewerId: elder.id })).map(toConflict) };
  }
  const applicantId = await findApplicantIdByEmail(deps.db, filter.applicantEmail ?? '');
  if (!applicantId) throw appError(errors.applicantNotFound);
  return { conflicts: (await findConflicts(deps.db, { applicantId })).map(toConflict) };
}

/**
 * Records a conflict declared by hand, removes the reviewer's open assignment of the applicant and
 * tops the applicant up with another elder. A review already in stays: it was given.
 */
async function declare(
  tx: Executor,
  conflict: { reviewerId: string; applicantId: string; reason: string },
  actorId: string,
) {
  await lockAssignments(tx);
  const created = await insertConflict(tx, { ...conflict, declaredBy: actorId });
  if (!created) throw appError(errors.conflictExists);
  const assignment = await findAssignment(tx, conflict.reviewerId, conflict.applicantId);
  const removedAssignment = assignment !== undefined && assignment.completedAt === null;
  if (removedAssignment) await deleteAssignment(tx, conflict.reviewerId, conflict.applicantId);
  await insertActivity(tx, {
    applicantId: conflict.applicantId,
    actorId,
    action: 'REVIEW_CONFLICT_DECLARED',
    details: { reviewerId: conflict.reviewerId, reason: conflict.reason, removedAssignment },
  });
  const [row] = await findConflicts(tx, conflict);
  if (!row) throw new Error('declared conflict not found');
  await insertAudit(tx, {
    actorId,
    action: 'REVIEW_CONFLICT_DECLARED',
    subject: row.applicantEmail,
    details: { ...conflict, removedAssignment },
  });
  const replacements = removedAssignment ? await topUpReviewers(tx, conflict.applicantId, actorId) : 0;
  return { conflict: toConflict(row), removedAssignment, replacements };
}

export async function declareConflict(
  deps: ServiceDeps<'db'>,
  input: { reviewerId: string; applicantEmail: string; reason: string },
  actorId: string,
) {
  return deps.db.transaction(async (tx) => {
    const [elder] = await findElders(tx, input.reviewerId);
    if (!elder) throw appError(errors.notAnElder);
    const applicantId = await findApplicantIdByEmail(tx, input.applicantEmail);
    if (!applicantId) throw appError(errors.applicantNotFound);
    return declare(tx, { reviewerId: elder.id, applicantId, reason: input.reason }, actorId);
  });
}

/** An elder's "I know this person", only for an applicant assigned to them; the answer names nobody. */
export async function declareOwnConflict(
  deps: ServiceDeps<'db'>,
  applicantId: string,
  reason: string,
  elderId: string,
) {
  const { removedAssignment, replacements } = await deps.db.transaction(async (tx) => {
    if (!(await findAssignment(tx, elderId, applicantId))) throw appError(errors.assignmentNotFound);
    return declare(tx, { reviewerId: elderId, applicantId, reason }, elderId);
  });
  return {
    message: reviewAnswers.ownConflictDeclared,
    removedAssignment,
    replacements,
  };
}

export async function removeConflict(
  deps: ServiceDeps<'db'>,
  pair: { reviewerId: string; applicantId: string },
  actorId: string,
) {
  await deps.db.transaction(async (tx) => {
    await lockAssignments(tx);
    const [row] = await findConflicts(tx, pair);
    if (!row) throw appError(errors.conflictNotFound);
    if (row.declaredBy === null) throw appError(errors.conflictFoundBySystem);
    await deleteConflict(tx, pair.reviewerId, pair.applicantId);
    await insertActivity(tx, {
      applicantId: pair.applicantId,
      actorId,
      action: 'REVIEW_CONFLICT_REMOVED',
      details: { reviewerId: pair.reviewerId, reason: row.reason },
    });
    await insertAudit(tx, {
      actorId,
      action: 'REVIEW_CONFLICT_REMOVED',
      subject: row.applicantEmail,
      details: { ...pair, reason: row.reason },
    });
  });
  return { message: 'Conflict removed' };
}

/** Tops up every applicant in the review stage short of reviewers, one transaction each. */
export async function assignWaiting(deps: ServiceDeps<'db'>, actorId: string) {
  let assigned = 0;
  let after: string | null = null;
  for (;;) {
    const ids: string[] = await findShortApplicantIds(deps.db, after, WAITING_BATCH);
    for (const id of ids) assigned += await deps.db.transaction((tx) => topUpReviewers(tx, id, actorId));
    if (ids.length < WAITING_BATCH) break;
    after = ids[ids.length - 1] ?? null;
  }
  return { assigned, shortOfReviewers: await countShortApplicants(deps.db) };
}

export async function getReviewSettings(deps: ServiceDeps<'db'>, cohortId: string) {
  const row = await findReviewSettings(deps.db, cohortId);
  if (!row) throw appError(errors.cohortNotFound);
  return row;
}

/** Changes a cohort's review settings; a new margin re-flags its applicants' disagreements at once. */
export async function changeReviewSettings(
  deps: ServiceDeps<'db'>,
  cohortId: string,
  settings: ReviewSettings,
  actorId: string,
) {
  return deps.db.transaction(async (tx) => {
    const before = await lockReviewSettings(tx, cohortId);
    if (!before) throw appError(errors.cohortNotFound);
    await updateReviewSettings(tx, cohortId, settings);
    if (before.disagreementMargin !== settings.disagreementMargin) {
      await refreshReviewAggregates(tx, { cohortId });
    }
    await insertAudit(tx, {
      actorId,
      action: 'REVIEW_SETTINGS_CHANGED',
      subject: cohortId,
      details: { before, after: settings },
    });
    return { cohortId, ...settings };
  });
}

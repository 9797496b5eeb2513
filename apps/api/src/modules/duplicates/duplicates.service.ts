import {
  type DuplicateSource,
  type MergeRecords,
  type MergeResult,
  type PossibleDuplicates,
  type Role,
  staffRoles,
} from '@intake/contracts';
import { duplicatesCopy } from '@intake/contracts/copy/duplicates';
import { duplicateErrors } from '@intake/contracts/errors/duplicates';
import { toE164Phone } from '@intake/contracts/phone';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { findApplicantByEmail } from '../../core/applicants.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { enqueueJob } from '../../core/jobs.repository.ts';
import { voidAllUnusedLinkTokens } from '../../core/link-tokens.repository.ts';
import { revokeUserSessions } from '../../core/sessions.repository.ts';
import { formatApplicationId } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  type DuplicateRow,
  dismissPair,
  findMergedInto,
  findOpenDuplicates,
  findUnkeyedPhones,
  flagDuplicates,
  insertRecordMerge,
  lockMergeCandidates,
  type MergeCandidate,
  markMerged,
  moveActivity,
  moveFiles,
  pairExists,
  settlePairs,
  snapshotRecord,
  storePhoneKeys,
  takeProfilePicture,
} from './duplicates.repository.ts';

export const PHONE_KEYS_JOB = 'duplicates.phone-keys';
/** Users keyed per statement by the sweep. */
const PHONE_KEYS_BATCH = 1_000;
/** The sweep stops after this long and queues itself again, well inside the jobs' 60 s lease. */
const PHONE_KEYS_SLICE_MS = 20_000;
/** How soon the sweep looks again for phones without a key (changed or written without one). */
const PHONE_KEYS_EVERY_MS = 60 * 60 * 1000;

/** The E.164 phone a new user row carries (apply, staff registration, CSV import). */
export const phoneKeyOf = (user: { phone: string; dialCode: string }) =>
  toE164Phone(user.phone, user.dialCode);

/**
 * Flags the new applicants that match another applicant by phone or e-mail key, in the caller's
 * transaction: the application goes on whatever is found.
 */
export const flagNewApplicants = (db: Executor, userIds: readonly string[], source: DuplicateSource) =>
  flagDuplicates(db, userIds, source);

/**
 * The sweep over stored phones without an E.164 key: rows from before issue 23.5 (the backfill)
 * and any whose phone changed since. Each key is computed by the same contracts helper as at apply;
 * the newly keyed applicants are then flagged like new ones. Runs until none is left or its time
 * slice ends, then queues its next run.
 */
export async function sweepPhoneKeys(deps: ServiceDeps<'db'>) {
  const started = Date.now();
  let keyed = 0;
  for (;;) {
    const unkeyed = await findUnkeyedPhones(deps.db, PHONE_KEYS_BATCH);
    if (unkeyed.length === 0) break;
    await deps.db.transaction(async (tx) => {
      const stored = await storePhoneKeys(
        tx,
        unkeyed.map((user) => ({ ...user, phoneE164: phoneKeyOf(user) })),
      );
      await flagDuplicates(tx, stored, 'SWEEP');
      keyed += stored.length;
    });
    if (Date.now() - started > PHONE_KEYS_SLICE_MS) {
      // The rest in a fresh job (a minute on, so its key is not this running job's).
      await schedulePhoneKeys(deps, new Date(Date.now() + 60_000));
      return keyed;
    }
  }
  const nextHour = Math.ceil((Date.now() + 1) / PHONE_KEYS_EVERY_MS) * PHONE_KEYS_EVERY_MS;
  await schedulePhoneKeys(deps, new Date(nextHour));
  return keyed;
}

/**
 * Queues a sweep at `runAt`, keyed by its minute: processes starting together, or a sweep already
 * queued for that time, share one.
 */
export const schedulePhoneKeys = (deps: ServiceDeps<'db'>, runAt: Date) =>
  enqueueJob(deps.db, {
    kind: PHONE_KEYS_JOB,
    payload: {},
    runAt,
    uniqueKey: `${PHONE_KEYS_JOB}:${runAt.toISOString().slice(0, 16)}`,
  });

/** Who looks at the panel: an elder reviews in the blind first round (decision 0075, 0087). */
export interface DuplicatesViewer {
  role: Role;
}

const asSeenBy = (viewer: DuplicatesViewer) => (row: DuplicateRow) => {
  const blind = viewer.role === 'ELDER' && row.eitherBlind;
  return {
    pairId: row.pairId,
    applicantId: row.applicantId,
    blind,
    firstName: blind ? '' : row.firstName,
    lastName: blind ? '' : row.lastName,
    email: blind ? '' : row.email,
    phone: blind ? '' : `${row.dialCode} ${row.phone}`.trim(),
    applicationId: formatApplicationId(row.applicationNumber),
    applicationStatus: row.applicationStatus,
    cohort: row.cohort,
    matchedOn: row.matchedOn,
    source: row.source,
    foundAt: new Date(row.foundAt).toISOString(),
  };
};

/** GET possibleDuplicates/:email: the open pairs of the applicant the profile shows. */
export async function possibleDuplicates(
  deps: ServiceDeps<'db'>,
  email: string,
  viewer: DuplicatesViewer,
): Promise<PossibleDuplicates> {
  const applicant = await findApplicantByEmail(deps.db, email);
  if (!applicant) throw appError(duplicateErrors.applicantNotFound);
  const [rows, mergedInto] = await Promise.all([
    findOpenDuplicates(deps.db, applicant.user.id),
    findMergedInto(deps.db, applicant.user.id),
  ]);
  return {
    mergedInto: mergedInto === undefined ? null : formatApplicationId(mergedInto),
    duplicates: rows.map(asSeenBy(viewer)),
  };
}

/** "Not the same person": the pair stays, dismissed, so the same two are never flagged again. */
export async function dismissDuplicate(deps: ServiceDeps<'db'>, pairId: string, actorId: string) {
  await deps.db.transaction(async (tx) => {
    const pair = await dismissPair(tx, pairId, actorId);
    if (!pair) {
      // Dismissed already (a second click) is done; an unknown pair is not.
      if (await pairExists(tx, pairId)) return;
      throw appError(duplicateErrors.pairNotFound);
    }
    const details = { pairId, matchedOn: pair.matchedOn };
    await insertActivity(tx, {
      applicantId: pair.firstId,
      actorId,
      action: 'DUPLICATE_DISMISSED',
      details: { ...details, otherApplicantId: pair.secondId },
    });
    await insertActivity(tx, {
      applicantId: pair.secondId,
      actorId,
      action: 'DUPLICATE_DISMISSED',
      details: { ...details, otherApplicantId: pair.firstId },
    });
    await insertAudit(tx, { actorId, action: 'DUPLICATE_DISMISSED', subject: pairId, details: { ...pair } });
  });
  return { message: duplicatesCopy.dismissed };
}

/** Statuses of an applicant who accepted an offer (the money and the seat are theirs). */
const ADMITTED = new Set(['ACCEPTED_ADMISSION', 'ENROLLED', 'CHECKED_IN', 'NATIVE']);
const holdsPlace = (record: MergeCandidate) =>
  record.hasPayments ||
  (record.applicationStatus !== null && ADMITTED.has(record.applicationStatus)) ||
  (record.nativeState !== null && record.nativeState !== 'PENDING');

/** The refusals of a merge, in the order they are checked (docs/decisions/0087). */
function refuseMerge(survivor: MergeCandidate, merged: MergeCandidate) {
  const both = [survivor, merged];
  if (both.some((r) => staffRoles.includes(r.role as Role) || !r.hasApplicant)) {
    throw appError(duplicateErrors.notApplicant);
  }
  if (both.some((r) => r.erasedAt !== null)) throw appError(duplicateErrors.erased);
  if (both.some((r) => r.mergedIntoId !== null)) throw appError(duplicateErrors.alreadyMerged);
  if (both.some((r) => r.testRunning)) throw appError(duplicateErrors.midTest);
  if (holdsPlace(merged)) {
    throw appError(holdsPlace(survivor) ? duplicateErrors.bothAdmitted : duplicateErrors.keepAdmitted);
  }
}

/**
 * Merges `mergedId` into `survivorId` in one transaction: the merged record's rows as they were go
 * into a snapshot, its activity log and files move to the survivor (the log rows marked
 * `mergedFrom`), the survivor takes its photo if it has none, the merged account is suspended and
 * points at the survivor (its sessions and e-mailed links end; its e-mail stays reserved), and the
 * merge is written to the survivor's activity log and the audit log.
 */
export async function mergeRecords(
  deps: ServiceDeps<'db' | 'spreadChanges'>,
  request: MergeRecords,
  actorId: string,
): Promise<MergeResult> {
  const { survivorId, mergedId } = request;
  if (survivorId === mergedId) throw appError(duplicateErrors.sameRecord);
  const result = await deps.db.transaction(async (tx) => {
    const records = await lockMergeCandidates(tx, [survivorId, mergedId]);
    const survivor = records.find((r) => r.id === survivorId);
    const merged = records.find((r) => r.id === mergedId);
    if (!survivor || !merged) throw appError(duplicateErrors.applicantNotFound);
    refuseMerge(survivor, merged);

    const snapshot = await snapshotRecord(tx, mergedId);
    const mergedApplicationId = formatApplicationId(merged.applicationNumber ?? 0);
    const survivorApplicationId = formatApplicationId(survivor.applicationNumber ?? 0);
    const moved = {
      activity_log: await moveActivity(tx, mergedId, survivorId, {
        applicantId: mergedId,
        applicationId: mergedApplicationId,
        email: merged.email,
      }),
      files: await moveFiles(tx, mergedId, survivorId),
      profile_picture:
        merged.profilePictureUrl && !survivor.profilePictureUrl
          ? await takeProfilePicture(tx, survivorId, merged.profilePictureUrl)
          : 0,
    };
    await settlePairs(tx, survivorId, mergedId);
    await markMerged(tx, mergedId, survivorId);
    await revokeUserSessions(tx, mergedId);
    await voidAllUnusedLinkTokens(tx, mergedId);
    const mergeId = await insertRecordMerge(tx, { survivorId, mergedId, mergedBy: actorId, snapshot, moved });
    const details = {
      mergeId,
      mergedApplicantId: mergedId,
      mergedApplicationId,
      mergedEmail: merged.email,
      survivorApplicationId,
      moved,
    };
    await insertActivity(tx, { applicantId: survivorId, actorId, action: 'RECORDS_MERGED', details });
    await insertAudit(tx, { actorId, action: 'RECORDS_MERGED', subject: survivor.email, details });
    return { mergeId, moved, mergedApplicationId, survivorApplicationId };
  });
  // The merged account's sessions end in every portal process at once.
  await deps.spreadChanges();
  return {
    message: duplicatesCopy.merged(result.mergedApplicationId, result.survivorApplicationId),
    mergeId: result.mergeId,
    moved: result.moved,
  };
}

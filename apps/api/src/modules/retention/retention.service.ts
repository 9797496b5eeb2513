import { enqueueJob } from '../../core/jobs.repository.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderRetentionWarningMail } from '../../mail/templates/retention-warning.ts';
import { queueMails } from '../mail/mail.service.ts';
import { type ErasureDeps, eraseApplicant } from '../privacy/erasure.service.ts';
import { findRetentionDue, markWarned } from './retention.repository.ts';

/** The sweep runs hourly; its job key names the slot, so every process queues it once. */
export const RETENTION_SWEEP_JOB = 'retention.sweep';
const SWEEP_EVERY_MS = 3_600_000;
const WARN_DAYS_BEFORE = 14;
const DAY_MS = 86_400_000;
const PAGE = 500;
export const RETENTION_REASON = 'retention period';

export async function scheduleRetentionSweep(deps: ServiceDeps<'db'>) {
  const next = new Date((Math.floor(Date.now() / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS);
  await enqueueJob(deps.db, {
    kind: RETENTION_SWEEP_JOB,
    payload: {},
    runAt: next,
    uniqueKey: `${RETENTION_SWEEP_JOB}:${next.toISOString()}`,
  });
}

/**
 * Queues the warning, once, to every applicant whose erasure is 14 days or less away: the mark and
 * the outbox mail commit together, a page per transaction.
 */
export async function sendRetentionWarnings(deps: ServiceDeps<'db' | 'config'>, now = new Date()) {
  let warned = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const due = await findRetentionDue(tx, new Date(now.getTime() + WARN_DAYS_BEFORE * DAY_MS), {
        unwarnedOnly: true,
        limit: PAGE,
      });
      const marked = new Set(
        await markWarned(
          tx,
          due.map((row) => row.userId),
        ),
      );
      await queueMails(
        tx,
        due
          .filter((row) => marked.has(row.userId))
          .map((row) => ({
            kind: 'retention-warning',
            to: row.email,
            rendered: renderRetentionWarningMail({
              firstName: row.firstName,
              erasureDate: formatSchoolDate(row.eraseAt, deps.config.timeZone),
            }),
          })),
        { bulk: true },
      );
      return due.length;
    });
    warned += count;
    if (count < PAGE) return warned;
  }
}

/**
 * Erases every applicant past their retention date through the privacy module's erasure (one
 * transaction each, audited as APPLICANT_ERASED with the reason "retention period"). Answers how
 * many were erased.
 */
export async function eraseExpiredApplicants(deps: ErasureDeps, now = new Date()) {
  let erased = 0;
  for (;;) {
    const due = await findRetentionDue(deps.db, now, { unwarnedOnly: false, limit: PAGE });
    let pageErased = 0;
    for (const row of due) {
      try {
        await eraseApplicant(deps, null, row.email, RETENTION_REASON);
        pageErased += 1;
      } catch (error) {
        // Another process erased them first, or a request's erasure did: the next sweep re-checks.
        deps.log.warn({ err: error, applicantId: row.userId }, 'retention: an applicant was not erased');
      }
    }
    erased += pageErased;
    // A full page none of which could be erased would come back unchanged: leave it to the next sweep.
    if (due.length < PAGE || pageErased === 0) return erased;
  }
}

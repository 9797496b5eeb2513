import { randomUUID } from 'node:crypto';
import {
  type ErasureRequestAnswer,
  type ErasureRequestList,
  type ErasureResult,
  privacyMessages,
} from '@intake/contracts';
import { privacyErrors } from '@intake/contracts/errors/privacy';
import { adminConsolePath } from '@intake/contracts/pages';
import { eq } from 'drizzle-orm';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { users } from '../../db/schema/index.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import { formatSchoolDate, formatSchoolTime } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderErasureRequestReceivedMail } from '../../mail/templates/erasure-request-received.ts';
import { renderErasureRequestedMail } from '../../mail/templates/erasure-requested.ts';
import { loginAccountKey } from '../auth/login-throttle.service.ts';
import { queueMail, queueMails } from '../mail/mail.service.ts';
import {
  closeErasureRequest,
  ERASED_FILE_KEY,
  ERASED_FILE_TEXT,
  eraseInTransaction,
  findUserById,
  insertErasureRequest,
  listErasureRequests,
  wasErased,
} from './privacy.repository.ts';

/** What erasure uses: files are deleted from storage, failures logged. */
export type ErasureDeps = ServiceDeps<'db' | 'config' | 'log' | 'storage'>;

const ERASABLE_ROLES = new Set(['APPLICANT', 'SUSPENDED']);
const LIST_LIMIT = 500;

/**
 * POST /api/user/me/erasure: records the request (a row and an activity entry), e-mails every admin
 * and confirms to the applicant, all in one transaction (the outbox sends after commit).
 */
export async function requestErasure(
  deps: ErasureDeps,
  userId: string,
  reason: string | undefined,
): Promise<ErasureRequestAnswer> {
  return deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw notFound();
    const row = await insertErasureRequest(tx, userId, reason?.trim() || null);
    if (!row) throw appError(privacyErrors.erasureAlreadyRequested);
    await insertActivity(tx, {
      applicantId: userId,
      actorId: userId,
      action: 'ERASURE_REQUESTED',
      details: reason ? { reason } : null,
    });
    const zone = deps.config.timeZone;
    const when = `${formatSchoolDate(row.requestedAt, zone)} ${formatSchoolTime(row.requestedAt, zone)}`;
    const admins = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.role, 'ADMIN'));
    await queueMails(
      tx,
      admins.map((admin) => ({
        kind: 'erasure-requested',
        to: admin.email,
        rendered: renderErasureRequestedMail({
          applicantName: `${user.firstName} ${user.lastName}`.trim(),
          applicantEmail: user.email,
          requestedAt: when,
          reason: row.reason,
          consoleUrl: `${deps.config.publicUrl}${adminConsolePath(admin.firstName)}`,
        }),
      })),
    );
    // Sent without the user id, so it goes out even to someone who unsubscribed or withdrew.
    await queueMail(tx, {
      kind: 'erasure-request-received',
      to: user.email,
      rendered: renderErasureRequestReceivedMail({ firstName: user.firstName, requestedAt: when }),
    });
    return { message: privacyMessages.erasureRequested, requestedAt: row.requestedAt.toISOString() };
  });
}

export async function erasureRequestList(deps: ErasureDeps): Promise<ErasureRequestList> {
  const rows = await listErasureRequests(deps.db, LIST_LIMIT);
  return {
    requests: rows.map((row) => ({
      ...row,
      requestedAt: row.requestedAt.toISOString(),
      erasedAt: row.erasedAt ? row.erasedAt.toISOString() : null,
    })),
  };
}

/**
 * DELETE /api/admin/applicant/{email}: erases an applicant (NDPA 2023 s. 36, GDPR art. 17). Every
 * table is changed in one transaction with an anonymous audit entry (the reason and the counts);
 * the stored files are deleted after commit, and a failed delete is logged, never undone.
 * The retention job (issue 23.7) erases with no admin: adminId is then null.
 */
export async function eraseApplicant(
  deps: ErasureDeps,
  adminId: string | null,
  email: string,
  reason: string,
): Promise<ErasureResult> {
  const { counts, storageKeys } = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email.toLowerCase())).for('update');
    if (!user) throw appError(privacyErrors.applicantNotFound);
    if (!ERASABLE_ROLES.has(user.role)) {
      throw appError(privacyErrors.staffNotErasable);
    }
    if (await wasErased(tx, user.id)) throw appError(privacyErrors.alreadyErased);
    const erased = await eraseInTransaction(tx, {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      erasedEmail: `erased-${randomUUID()}@invalid`,
      accountKey: loginAccountKey(user.email),
    });
    await closeErasureRequest(tx, user.id, adminId);
    // No personal data here: the pseudonymous id is the subject, and the reason the admin gave.
    await insertAudit(tx, {
      actorId: adminId,
      action: 'APPLICANT_ERASED',
      subject: user.id,
      details: { reason, counts: erased.counts, files: erased.storageKeys.length },
    });
    return erased;
  });

  let filesDeleted = 0;
  let filesFailed = 0;
  // A kept payment proof's file now serves a one-line note (shared by every tombstone).
  await deps.storage
    .put(ERASED_FILE_KEY, Buffer.from(ERASED_FILE_TEXT))
    .catch((error: unknown) =>
      deps.log.error({ err: error }, 'erasure: the erased-file note could not be written'),
    );
  for (const key of storageKeys) {
    try {
      await deps.storage.remove(key);
      filesDeleted += 1;
    } catch (error) {
      filesFailed += 1;
      deps.log.error(
        { err: error, storageKey: key },
        'erasure: a stored file could not be deleted; delete it by hand',
      );
    }
  }
  return {
    message: privacyMessages.applicantErased,
    counts,
    filesDeleted,
    filesFailed,
  };
}

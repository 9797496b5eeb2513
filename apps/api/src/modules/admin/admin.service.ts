import {
  type AuditQuery,
  type CreateBatchInput,
  MONTHS,
  messages,
  type Role,
  roleSetMessage,
} from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findApplicantByEmail, insertActivity } from '../applicants/applicants.repository.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { countUsersWithRole, findUserByEmail } from '../auth/users.repository.ts';
import { upsertSetting } from '../settings/settings.repository.ts';
import {
  enableLoanForm,
  findAudit,
  findCurrentCohort,
  insertAudit,
  insertCurrentCohort,
  updateUserRole,
} from './admin.repository.ts';

export async function setApplicationWindow(app: FastifyInstance, open: boolean, actorId: string) {
  await app.db.transaction(async (tx) => {
    await upsertSetting(tx, 'applicationWindow', { open });
    await insertAudit(tx, { actorId, action: open ? 'APPLICATIONS_STARTED' : 'APPLICATIONS_STOPPED' });
  });
  return { message: open ? messages.startedApplication : messages.stoppedApplication };
}

/** A new cohort becomes the current one; what the spec's bodiless call leaves out follows the last one. */
export async function createBatch(app: FastifyInstance, input: CreateBatchInput, actorId: string) {
  await app.db.transaction(async (tx) => {
    const previous = await findCurrentCohort(tx);
    const next = new Date();
    next.setMonth(next.getMonth() + 1);
    const startMonth = input?.startMonth ? MONTHS.indexOf(input.startMonth) + 1 : next.getMonth() + 1;
    const startYear = input?.startYear ?? next.getFullYear();
    const cohort = await insertCurrentCohort(tx, {
      name: input?.name ?? `Cohort ${MONTHS[startMonth - 1]} ${startYear}`,
      tuitionFee: input?.tuitionFee ?? previous?.tuitionFee ?? 0,
      startMonth,
      startYear,
    });
    await insertAudit(tx, {
      actorId,
      action: 'BATCH_CREATED',
      subject: cohort?.name,
      details: { ...cohort },
    });
  });
  return { message: messages.createdBatch };
}

const roleLabel = (role: Role) => role.charAt(0) + role.slice(1).toLowerCase();

/** Takes effect in every portal process at once; a suspension also ends the user's sessions. */
export async function changeRole(app: FastifyInstance, email: string, newRole: Role, actorId: string) {
  await app.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) throw notFound('No account has this e-mail address.');
    if (user.role === 'ADMIN' && newRole !== 'ADMIN' && (await countUsersWithRole(tx, 'ADMIN')) <= 1) {
      throw new AppError(422, 'RULE_BROKEN', 'The last admin cannot be given another role.');
    }
    await updateUserRole(tx, user.id, newRole);
    if (newRole === 'SUSPENDED') await revokeUserSessions(tx, user.id);
    await insertAudit(tx, {
      actorId,
      action: 'ROLE_CHANGED',
      subject: email,
      details: { from: user.role, to: newRole },
    });
  });
  await app.spreadChanges();
  return { message: roleSetMessage(roleLabel(newRole)) };
}

export async function enableLoan(app: FastifyInstance, email: string, actorId: string) {
  await app.db.transaction(async (tx) => {
    const found = await findApplicantByEmail(tx, email);
    if (!found) throw notFound('No applicant has this e-mail address.');
    await enableLoanForm(tx, found.user.id);
    await insertActivity(tx, { applicantId: found.user.id, actorId, action: 'LOAN_FORM_ENABLED' });
    await insertAudit(tx, { actorId, action: 'LOAN_FORM_ENABLED', subject: email });
  });
  return { message: messages.loanEnabled };
}

/** The audit log for the console: who did what, to whom, when. */
export async function listAudit(app: FastifyInstance, query: AuditQuery) {
  const rows = await findAudit(app.db, query);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

import {
  type AuditQuery,
  type Cohort,
  type CreateBatchInput,
  MONTHS,
  messages,
  type PaymentAccount,
  type Role,
  roleSetMessage,
  type SchoolSettings,
  type UpdateCohortInput,
} from '@intake/contracts';
import { adminErrors } from '@intake/contracts/errors/admin';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { enableLoanForm, findApplicantByEmail } from '../../core/applicants.repository.ts';
import { findAudit, insertAudit } from '../../core/audit-log.repository.ts';
import { revokeUserSessions } from '../../core/sessions.repository.ts';
import { countUsersWithRole, findUserByEmail, updateUserRole } from '../../core/users.repository.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  removeSchoolLogo,
  savePaymentAccount,
  saveSchoolLogo,
  saveSchoolSettings,
  setApplicationsOpen,
} from '../settings/settings.service.ts';
import {
  findCohorts,
  findCurrentCohort,
  insertCurrentCohort,
  lockCohort,
  updateCohort,
} from './admin.repository.ts';

export async function setApplicationWindow(deps: ServiceDeps<'db'>, open: boolean, actorId: string) {
  await deps.db.transaction(async (tx) => {
    await setApplicationsOpen(tx, open);
    await insertAudit(tx, { actorId, action: open ? 'APPLICATIONS_STARTED' : 'APPLICATIONS_STOPPED' });
  });
  return { message: open ? messages.startedApplication : messages.stoppedApplication };
}

/** A new cohort becomes the current one; what the spec's bodiless call leaves out follows the last one. */
export async function createBatch(deps: ServiceDeps<'db'>, input: CreateBatchInput, actorId: string) {
  await deps.db.transaction(async (tx) => {
    const previous = await findCurrentCohort(tx);
    const next = new Date();
    next.setMonth(next.getMonth() + 1);
    const startMonth = input?.startMonth ? MONTHS.indexOf(input.startMonth) + 1 : next.getMonth() + 1;
    const startYear = input?.startYear ?? next.getFullYear();
    const cohort = await insertCurrentCohort(tx, {
      name: input?.name ?? `Cohort ${MONTHS[startMonth - 1]} ${startYear}`,
      // Unset rather than free: a fee of 0 would be a school's choice, not a missing figure.
      tuitionFee: input?.tuitionFee ?? previous?.tuitionFee ?? null,
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

/** The school's name, legal name, colour and contact address, audited with what they were. */
export async function changeSchoolSettings(
  deps: ServiceDeps<'db'>,
  settings: SchoolSettings,
  actorId: string,
) {
  await deps.db.transaction(async (tx) => {
    const { logoVersion: _logo, ...before } = await saveSchoolSettings(tx, settings);
    await insertAudit(tx, {
      actorId,
      action: 'SCHOOL_SETTINGS_CHANGED',
      subject: settings.name,
      details: { before, after: settings },
    });
  });
  return { message: messages.schoolSettingsSaved };
}

/** Where applicants are told to pay, audited with what it was. */
export async function changePaymentAccount(
  deps: ServiceDeps<'config' | 'db'>,
  account: PaymentAccount,
  actorId: string,
) {
  await deps.db.transaction(async (tx) => {
    const before = await savePaymentAccount(tx, deps.config, account);
    await insertAudit(tx, {
      actorId,
      action: 'PAYMENT_ACCOUNT_CHANGED',
      details: { before, after: account },
    });
  });
  return { message: messages.paymentAccountSaved };
}

export async function changeSchoolLogo(deps: ServiceDeps<'db'>, content: Buffer | null, actorId: string) {
  await deps.db.transaction(async (tx) => {
    const details = content ? await saveSchoolLogo(tx, content) : await removeSchoolLogo(tx);
    await insertAudit(tx, {
      actorId,
      action: content ? 'SCHOOL_LOGO_CHANGED' : 'SCHOOL_LOGO_REMOVED',
      ...(details ? { details } : {}),
    });
  });
  return { message: messages.schoolSettingsSaved };
}

const monthName = (month: number) => MONTHS[month - 1] ?? MONTHS[0];

export async function listCohorts(deps: ServiceDeps<'db'>): Promise<Cohort[]> {
  const rows = await findCohorts(deps.db);
  return rows.map((row) => ({ ...row, startMonth: monthName(row.startMonth) }));
}

/**
 * Sets the fee and start date of any cohort, audited with the figures before and after. Payment
 * plans already agreed keep the fee they were agreed at (docs/decisions/0038-field-trial-school-fee-change.md);
 * every later offer and plan in the cohort uses the new fee.
 */
export async function changeCohort(
  deps: ServiceDeps<'db'>,
  cohortId: string,
  input: UpdateCohortInput,
  actorId: string,
) {
  await deps.db.transaction(async (tx) => {
    const before = await lockCohort(tx, cohortId);
    if (!before) throw appError(adminErrors.cohortNotFound);
    const change = {
      tuitionFee: input.tuitionFee,
      startMonth: MONTHS.indexOf(input.startMonth) + 1,
      startYear: input.startYear,
    };
    await updateCohort(tx, cohortId, change);
    await insertAudit(tx, {
      actorId,
      action: 'COHORT_UPDATED',
      subject: before.name,
      details: {
        before: { tuitionFee: before.tuitionFee, startMonth: before.startMonth, startYear: before.startYear },
        after: change,
      },
    });
  });
  return { message: messages.cohortUpdated };
}

const roleLabel = (role: Role) => role.charAt(0) + role.slice(1).toLowerCase();

/** Takes effect in every portal process at once; a suspension also ends the user's sessions. */
export async function changeRole(
  deps: ServiceDeps<'db' | 'spreadChanges'>,
  email: string,
  newRole: Role,
  actorId: string,
) {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) throw appError(adminErrors.accountNotFound);
    if (user.role === 'ADMIN' && newRole !== 'ADMIN' && (await countUsersWithRole(tx, 'ADMIN')) <= 1) {
      throw appError(adminErrors.lastAdmin);
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
  await deps.spreadChanges();
  return { message: roleSetMessage(roleLabel(newRole)) };
}

export async function enableLoan(deps: ServiceDeps<'db'>, email: string, actorId: string) {
  await deps.db.transaction(async (tx) => {
    const found = await findApplicantByEmail(tx, email);
    if (!found) throw appError(adminErrors.applicantNotFound);
    await enableLoanForm(tx, found.user.id);
    await insertActivity(tx, { applicantId: found.user.id, actorId, action: 'LOAN_FORM_ENABLED' });
    await insertAudit(tx, { actorId, action: 'LOAN_FORM_ENABLED', subject: email });
  });
  return { message: messages.loanEnabled };
}

/** The audit log for the console: who did what, to whom, when. */
export async function listAudit(deps: ServiceDeps<'db'>, query: AuditQuery) {
  const rows = await findAudit(deps.db, query);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

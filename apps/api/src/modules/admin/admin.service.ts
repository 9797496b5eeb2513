import {
  type ApplicationWindowInput,
  type AuditQuery,
  type Cohort,
  type CreateBatchInput,
  firstPaymentExceedsFee,
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
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { isExclusionViolation } from '../../lib/pg-errors.ts';
import { formatSchoolDate, formatSchoolTime, toInstant } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  removeSchoolLogo,
  savePaymentAccount,
  saveSchoolLogo,
  saveSchoolSettings,
  setApplicationsOpen,
} from '../settings/settings.service.ts';
import {
  type CohortValues,
  findCohorts,
  findCurrentCohort,
  findOverlappingCohort,
  insertCohort,
  lockCohort,
  makeCohortCurrent,
  updateCohort,
} from './admin.repository.ts';

/** The job that makes a cohort the current one when its application window opens. */
export const COHORT_WINDOW_OPENS_JOB = 'admin.cohort-window-opens';

type WindowInstants = { applicationsOpenAt: Date | null; applicationsCloseAt: Date | null };

/** The instants a window typed on the school's clock stands for, checked; undefined when left out. */
function toWindowInstants(
  input: ApplicationWindowInput | null | undefined,
  timeZone: string,
): WindowInstants | undefined {
  if (input === undefined) return undefined;
  if (input === null) return { applicationsOpenAt: null, applicationsCloseAt: null };
  const years = [input.opensDate, input.closesDate].map((date) => Number(date.slice(6)));
  if (years.some((year) => year < 2000 || year > 2100)) throw appError(adminErrors.windowYearOutOfRange);
  const opensAt = toInstant(input.opensDate, input.opensTime, timeZone);
  if (!opensAt) throw appError(adminErrors.windowOpensInvalid);
  const closesAt = toInstant(input.closesDate, input.closesTime, timeZone);
  if (!closesAt) throw appError(adminErrors.windowClosesInvalid);
  if (closesAt <= opensAt) throw appError(adminErrors.windowClosesBeforeOpens);
  return { applicationsOpenAt: opensAt, applicationsCloseAt: closesAt };
}

/**
 * After a cohort's window is saved: refuses one that overlaps another cohort's; makes the cohort
 * current at once if its window holds now, else queues that for the moment it opens.
 */
async function settleWindow(
  deps: ServiceDeps<'jobs'>,
  tx: Executor,
  cohortId: string,
  window: WindowInstants | undefined,
  now: Date,
) {
  const { applicationsOpenAt: opensAt, applicationsCloseAt: closesAt } = window ?? {};
  if (!opensAt || !closesAt) return;
  if (await findOverlappingCohort(tx, opensAt, closesAt, cohortId))
    throw appError(adminErrors.windowOverlaps);
  if (closesAt <= now) return;
  if (opensAt <= now) {
    await makeCohortCurrent(tx, cohortId);
    return;
  }
  await deps.jobs.enqueue(tx, {
    kind: COHORT_WINDOW_OPENS_JOB,
    payload: { cohortId, opensAt: opensAt.toISOString() },
    runAt: opensAt,
  });
}

/** Two admins saving overlapping windows at once: the database's exclusion constraint refuses the second. */
async function refusingOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error)) throw appError(adminErrors.windowOverlaps);
    throw error;
  }
}

/** A first payment (naira) is more than zero (the schema) and at most the cohort's fee. */
function checkFirstPayment(firstPayment: number | null, tuitionFee: number | null) {
  if (firstPayment === null) return;
  if (tuitionFee === null) throw appError(adminErrors.firstPaymentWithoutFee);
  if (firstPaymentExceedsFee(firstPayment, tuitionFee)) throw appError(adminErrors.firstPaymentAboveFee);
}

/** An admin's Start or Stop: holds until the next time a cohort's window opens or closes. */
export async function setApplicationWindow(deps: ServiceDeps<'db'>, open: boolean, actorId: string) {
  await deps.db.transaction(async (tx) => {
    await setApplicationsOpen(tx, open);
    await insertAudit(tx, { actorId, action: open ? 'APPLICATIONS_STARTED' : 'APPLICATIONS_STOPPED' });
  });
  return { message: open ? messages.startedApplication : messages.stoppedApplication };
}

/**
 * A new cohort becomes the current one, at once or, with an application window, when the window
 * opens; what the spec's bodiless call leaves out follows the last one.
 */
export async function createBatch(
  deps: ServiceDeps<'db' | 'config' | 'jobs'>,
  input: CreateBatchInput,
  actorId: string,
) {
  const now = new Date();
  const window = toWindowInstants(input?.applicationWindow, deps.config.timeZone);
  await refusingOverlap(() =>
    deps.db.transaction(async (tx) => {
      const previous = await findCurrentCohort(tx);
      const next = new Date();
      next.setMonth(next.getMonth() + 1);
      const startMonth = input?.startMonth ? MONTHS.indexOf(input.startMonth) + 1 : next.getMonth() + 1;
      const startYear = input?.startYear ?? next.getFullYear();
      const values: CohortValues = {
        name: input?.name ?? `Cohort ${MONTHS[startMonth - 1]} ${startYear}`,
        // Unset rather than free: a fee of 0 would be a school's choice, not a missing figure.
        tuitionFee: input?.tuitionFee ?? previous?.tuitionFee ?? null,
        // Not carried over: an empty first payment means the whole fee.
        firstPayment: input?.firstPayment ?? null,
        startMonth,
        startYear,
        seats: input?.seats ?? null,
        ...window,
        ...(input?.offerResponseDays ? { offerResponseDays: input.offerResponseDays } : {}),
      };
      checkFirstPayment(values.firstPayment ?? null, values.tuitionFee);
      // A batch with a window becomes current when the window opens (now, or by the queued job).
      const cohort = await insertCohort(tx, values, !window?.applicationsOpenAt);
      if (!cohort) return;
      await settleWindow(deps, tx, cohort.id, window, now);
      await insertAudit(tx, {
        actorId,
        action: 'BATCH_CREATED',
        subject: cohort.name,
        details: { ...cohort },
      });
    }),
  );
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

export async function listCohorts(deps: ServiceDeps<'db' | 'config'>): Promise<Cohort[]> {
  const rows = await findCohorts(deps.db);
  const zone = deps.config.timeZone;
  return rows.map(({ applicationsOpenAt: opensAt, applicationsCloseAt: closesAt, ...row }) => ({
    ...row,
    startMonth: monthName(row.startMonth),
    applicationWindow:
      opensAt && closesAt
        ? {
            opensDate: formatSchoolDate(opensAt, zone),
            opensTime: formatSchoolTime(opensAt, zone),
            closesDate: formatSchoolDate(closesAt, zone),
            closesTime: formatSchoolTime(closesAt, zone),
            opensAt: opensAt.toISOString(),
            closesAt: closesAt.toISOString(),
          }
        : null,
  }));
}

/**
 * Sets the fee and start date of any cohort, and its name, seats, application window and offer
 * days when given, audited with the figures before and after. Payment plans already agreed keep
 * the fee they were agreed at (docs/decisions/0038-field-trial-school-fee-change.md); every later
 * offer and plan in the cohort uses the new fee.
 */
export async function changeCohort(
  deps: ServiceDeps<'db' | 'config' | 'jobs'>,
  cohortId: string,
  input: UpdateCohortInput,
  actorId: string,
) {
  const now = new Date();
  const window = toWindowInstants(input.applicationWindow, deps.config.timeZone);
  await refusingOverlap(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockCohort(tx, cohortId);
      if (!before) throw appError(adminErrors.cohortNotFound);
      const change: Partial<CohortValues> = {
        tuitionFee: input.tuitionFee,
        ...(input.firstPayment === undefined ? {} : { firstPayment: input.firstPayment }),
        startMonth: MONTHS.indexOf(input.startMonth) + 1,
        startYear: input.startYear,
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.seats === undefined ? {} : { seats: input.seats }),
        ...window,
        ...(input.offerResponseDays === undefined ? {} : { offerResponseDays: input.offerResponseDays }),
        ...(input.retentionDays === undefined ? {} : { retentionDays: input.retentionDays }),
      };
      checkFirstPayment(
        input.firstPayment === undefined ? before.firstPayment : input.firstPayment,
        input.tuitionFee,
      );
      await updateCohort(tx, cohortId, change);
      const windowMoved =
        window !== undefined &&
        (window.applicationsOpenAt?.getTime() !== before.applicationsOpenAt?.getTime() ||
          window.applicationsCloseAt?.getTime() !== before.applicationsCloseAt?.getTime());
      if (windowMoved) await settleWindow(deps, tx, cohortId, window, now);
      const was = Object.fromEntries(
        Object.keys(change).map((key) => [key, before[key as keyof typeof before]]),
      );
      await insertAudit(tx, {
        actorId,
        action: 'COHORT_UPDATED',
        subject: before.name,
        details: { before: was, after: change },
      });
    }),
  );
  return { message: messages.cohortUpdated };
}

/**
 * The job queued when a window was saved: at its opening the cohort becomes the current one (the
 * one staff imports and the console's "current" follow), unless its window moved since.
 */
export async function openCohortWindow(
  deps: ServiceDeps<'db'>,
  cohortId: string,
  opensAt: string,
  now: Date = new Date(),
) {
  await deps.db.transaction(async (tx) => {
    const cohort = await lockCohort(tx, cohortId);
    if (!cohort?.applicationsOpenAt || !cohort.applicationsCloseAt) return;
    if (cohort.applicationsOpenAt.toISOString() !== opensAt || cohort.isCurrent) return;
    if (cohort.applicationsOpenAt > now || cohort.applicationsCloseAt <= now) return;
    await makeCohortCurrent(tx, cohortId);
    await insertAudit(tx, { actorId: null, action: 'COHORT_WINDOW_OPENED', subject: cohort.name });
  });
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

import { financeCopy, ledgerKindLabels, ledgerSourceLabels } from '@intake/contracts/copy/ledger';
import { ledgerErrors } from '@intake/contracts/errors/ledger';
import type {
  LearnerMatch,
  OutstandingByCohort,
  PaymentsByDay,
  UnmatchedPayment,
} from '@intake/contracts/tuition-statement';
import { UNMATCHED_LIST_LIMIT } from '@intake/contracts/tuition-statement';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { funnelWorkbook } from '../funnel/funnel-export.service.ts';
import {
  countOpenUnmatched,
  findLearnerByEmail,
  listEntriesBetween,
  listOpenUnmatched,
  listOwed,
  lockUnmatched,
  markUnmatchedAssigned,
  markUnmatchedDismissed,
  searchLearners,
  sumPaymentsByDay,
} from './ledger.repository.ts';
import { recordLedgerEntry } from './ledger.service.ts';

/*
 * The finance screen (issue 24.5, decision 0083): payments by day, the unmatched payments to
 * assign, outstanding balances by cohort, and the export. Days are the school's calendar days.
 */

export interface DayRange {
  from: string;
  to: string;
}

const SOURCE_FIELD = {
  paystack: 'paystackKobo',
  flutterwave: 'flutterwaveKobo',
  proof: 'proofKobo',
  staff: 'staffKobo',
} as const;

export async function paymentsByDay(
  deps: ServiceDeps<'db' | 'config'>,
  range: DayRange,
): Promise<PaymentsByDay> {
  const rows = await sumPaymentsByDay(deps.db, range, deps.config.timeZone);
  const days = new Map<string, PaymentsByDay['days'][number]>();
  for (const row of rows) {
    const day = days.get(row.day) ?? {
      day: row.day,
      paystackKobo: 0,
      flutterwaveKobo: 0,
      proofKobo: 0,
      staffKobo: 0,
      totalKobo: 0,
      count: 0,
    };
    const field = SOURCE_FIELD[row.source as keyof typeof SOURCE_FIELD];
    if (field) day[field] += Number(row.total);
    day.totalKobo += Number(row.total);
    day.count += Number(row.count);
    days.set(row.day, day);
  }
  const list = [...days.values()];
  return { days: list, totalKobo: list.reduce((sum, day) => sum + day.totalKobo, 0) };
}

export async function unmatchedPayments(
  deps: ServiceDeps<'db'>,
): Promise<{ payments: UnmatchedPayment[]; total: number; limit: number }> {
  const [rows, total] = await Promise.all([
    listOpenUnmatched(deps.db, UNMATCHED_LIST_LIMIT),
    countOpenUnmatched(deps.db),
  ]);
  return {
    total,
    limit: UNMATCHED_LIST_LIMIT,
    payments: rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      reference: row.reference,
      amountKobo: row.amountKobo,
      paidAt: row.paidAt.toISOString(),
      payer: row.payer,
    })),
  };
}

/** An unmatched payment still on the queue, locked; 404 without one, 409 once assigned or dismissed. */
async function lockOpenUnmatched(tx: Executor, unmatchedId: string) {
  const payment = await lockUnmatched(tx, unmatchedId);
  if (!payment) throw appError(ledgerErrors.noSuchUnmatched);
  if (payment.assignedAt) throw appError(ledgerErrors.unmatchedAssigned);
  if (payment.dismissedAt) throw appError(ledgerErrors.unmatchedDismissed);
  return payment;
}

/**
 * Takes a payment that is not tuition (a wrong transfer, another fee) off the queue: an admin's
 * reason is kept with the row and in the audit log. An assigned or dismissed row answers 409.
 */
export async function dismissUnmatched(
  deps: ServiceDeps<'db'>,
  actorId: string,
  unmatchedId: string,
  reason: string,
) {
  await deps.db.transaction(async (tx) => {
    const payment = await lockOpenUnmatched(tx, unmatchedId);
    await markUnmatchedDismissed(tx, unmatchedId, actorId, reason);
    await insertAudit(tx, {
      actorId,
      action: 'PAYMENT_DISMISSED',
      subject: payment.reference,
      details: {
        unmatchedPaymentId: unmatchedId,
        provider: payment.provider,
        reference: payment.reference,
        amountKobo: payment.amountKobo,
        reason,
      },
    });
  });
  return { message: financeCopy.unmatched.dismissed };
}

export async function findLearners(
  deps: ServiceDeps<'db'>,
  query: string,
): Promise<{ learners: LearnerMatch[] }> {
  return { learners: await searchLearners(deps.db, query) };
}

/**
 * Assigns a verified provider payment that named no learner: its ledger entry is written with the
 * provider's source and reference (so a later webhook for it counts nothing twice), the row is
 * marked assigned, and both are audited. An assigned row answers 409.
 */
export async function assignUnmatched(
  deps: ServiceDeps<'db'>,
  actorId: string,
  unmatchedId: string,
  email: string,
) {
  const learner = await findLearnerByEmail(deps.db, email);
  if (!learner || learner.nativeState === 'PENDING') throw appError(ledgerErrors.notALearner);
  await deps.db.transaction(async (tx) => {
    const payment = await lockOpenUnmatched(tx, unmatchedId);
    const written = await recordLedgerEntry(tx, {
      applicantId: learner.id,
      kind: 'payment',
      amountKobo: payment.amountKobo,
      source: payment.provider,
      reference: payment.reference,
      occurredAt: payment.paidAt,
      note: '',
      createdBy: actorId,
    });
    // The same reference already on the ledger: the payment was counted once; nothing to assign.
    if (!written.recorded) throw appError(ledgerErrors.referenceOnLedger);
    await markUnmatchedAssigned(tx, unmatchedId, { applicantId: learner.id, by: actorId });
    const details = {
      unmatchedPaymentId: unmatchedId,
      ledgerEntryId: written.entryId,
      provider: payment.provider,
      reference: payment.reference,
      amountKobo: payment.amountKobo,
    };
    await insertActivity(tx, { applicantId: learner.id, actorId, action: 'PAYMENT_ASSIGNED', details });
    await insertAudit(tx, {
      actorId,
      action: 'PAYMENT_ASSIGNED',
      subject: email.trim().toLowerCase(),
      details,
    });
  });
  return { message: financeCopy.unmatched.assigned };
}

/** Learners who still owe, grouped by cohort (newest cohort first), with each cohort's totals. */
export async function outstandingBalances(deps: ServiceDeps<'db'>): Promise<OutstandingByCohort> {
  const cohorts = new Map<string, OutstandingByCohort['cohorts'][number]>();
  for (const row of await listOwed(deps.db)) {
    const owedKobo = Number(row.owed);
    const paidKobo = Number(row.paid);
    const balanceKobo = owedKobo - paidKobo;
    if (balanceKobo <= 0) continue;
    const cohort = cohorts.get(row.cohort_id) ?? {
      cohortId: row.cohort_id,
      cohortName: row.cohort_name,
      learners: [],
      owedKobo: 0,
      paidKobo: 0,
      balanceKobo: 0,
    };
    cohort.learners.push({
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      owedKobo,
      paidKobo,
      balanceKobo,
    });
    cohort.owedKobo += owedKobo;
    cohort.paidKobo += paidKobo;
    cohort.balanceKobo += balanceKobo;
    cohorts.set(row.cohort_id, cohort);
  }
  return { cohorts: [...cohorts.values()] };
}

/** Naira as a spreadsheet number: kobo / 100, exact to 2 decimals. */
const naira = (kobo: number) => kobo / 100;

/**
 * A cell as CSV writes it: quoted when it must be, and a text a spreadsheet would run as a formula
 * kept as text with a leading apostrophe (a payer's narration is anyone's words).
 */
function csvCell(value: string | number) {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The ledger between two days: as CSV the entries alone (one row per entry, the accounting
 * record); as a workbook the entries, the payments by day and today's outstanding balances.
 */
export async function exportFinance(
  deps: ServiceDeps<'db' | 'config'>,
  query: DayRange & { format: 'csv' | 'xlsx' },
) {
  const timeZone = deps.config.timeZone;
  const sheets = financeCopy.exportSheets;
  const entries = await listEntriesBetween(deps.db, query, timeZone);
  const ledgerRows = entries.map(({ entry, firstName, lastName, email }) => [
    formatSchoolDate(entry.occurredAt, timeZone).split('-').reverse().join('-'),
    `${firstName} ${lastName}`,
    email,
    ledgerKindLabels[entry.kind],
    ledgerSourceLabels[entry.source],
    entry.reference ?? '',
    naira(entry.amountKobo),
    entry.receiptNumber === null ? '' : String(entry.receiptNumber),
    entry.note,
  ]);
  const filename = `finance-${query.from}-${query.to}.${query.format}`;
  if (query.format === 'csv') {
    const lines = [[...sheets.ledgerColumns], ...ledgerRows];
    const body = `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
    return { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(body) };
  }
  const [byDay, outstanding] = await Promise.all([paymentsByDay(deps, query), outstandingBalances(deps)]);
  const body = await funnelWorkbook([
    {
      name: sheets.byDay,
      columns: [...sheets.byDayColumns],
      rows: byDay.days.map((day) => [
        day.day,
        naira(day.paystackKobo),
        naira(day.flutterwaveKobo),
        naira(day.proofKobo),
        naira(day.staffKobo),
        naira(day.totalKobo),
        day.count,
      ]),
    },
    { name: sheets.ledger, columns: [...sheets.ledgerColumns], rows: ledgerRows },
    {
      name: sheets.outstanding,
      columns: [...sheets.outstandingColumns],
      rows: outstanding.cohorts.flatMap((cohort) =>
        cohort.learners.map((learner) => [
          cohort.cohortName,
          `${learner.firstName} ${learner.lastName}`,
          learner.email,
          naira(learner.owedKobo),
          naira(learner.paidKobo),
          naira(learner.balanceKobo),
        ]),
      ),
    },
  ]);
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}

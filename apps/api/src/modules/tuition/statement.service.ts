import { toKobo } from '@intake/contracts';
import {
  instalmentStateLabels,
  ledgerKindLabels,
  ledgerSourceLabels,
  receiptCopy,
  statementCopy,
} from '@intake/contracts/copy/ledger';
import { ledgerErrors, refundTooLarge } from '@intake/contracts/errors/ledger';
import { dashboardViewPath } from '@intake/contracts/pages';
import {
  formatKobo,
  koboInWords,
  type LedgerCorrectionInput,
  type ledgerCorrectionSchema,
  type StatementEntry,
  statementTotalLines,
  type TuitionStatement,
} from '@intake/contracts/tuition-statement';
import type { z } from 'zod';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import { formatSchoolDate, formatSchoolTime } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderTuitionReceiptMail } from '../../mail/templates/tuition-receipt.ts';
import { queueMail } from '../mail/mail.service.ts';
import { getSchool } from '../settings/settings.service.ts';
import {
  findLearner,
  findLearnerByEmail,
  findLedgerEntry,
  type LedgerEntry,
  listLedgerEntries,
  markReceiptQueued,
} from './ledger.repository.ts';
import { recordLedgerEntry, tuitionDueOf } from './ledger.service.ts';
import { renderReceiptPdf, renderStatementPdf } from './ledger-pdf.ts';
import { findTuitionTerms } from './tuition.repository.ts';

/*
 * The learner's statement (every entry with the balance after it, the instalments, the totals),
 * staff refunds and adjustments, and the receipts (issue 24.4, decision 0083).
 */

const sumOf = (entries: LedgerEntry[], kind: LedgerEntry['kind']) =>
  entries.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amountKobo, 0);

/** The statement of a learner, figured from the ledger and the plan on the school's calendar. */
export async function buildStatement(
  db: Executor,
  applicantId: string,
  timeZone: string,
): Promise<TuitionStatement> {
  const [learner, terms, entries] = await Promise.all([
    findLearner(db, applicantId),
    findTuitionTerms(db, applicantId),
    listLedgerEntries(db, applicantId),
  ]);
  if (!learner || !terms) throw notFound();
  const paid = entries.reduce((sum, entry) => sum + entry.amountKobo, 0);
  const due = tuitionDueOf(terms, paid, new Date(), timeZone);
  const owed = due?.owedKobo ?? 0;
  let running = 0;
  const rows: StatementEntry[] = entries.map((entry) => {
    running += entry.amountKobo;
    return {
      id: entry.id,
      kind: entry.kind,
      source: entry.source,
      amountKobo: entry.amountKobo,
      reference: entry.reference,
      note: entry.note,
      receiptNumber: entry.receiptNumber,
      occurredAt: entry.occurredAt.toISOString(),
      balanceAfterKobo: owed - running,
    };
  });
  return {
    learner: { firstName: learner.firstName, lastName: learner.lastName, email: learner.email },
    owedKobo: due ? due.owedKobo : null,
    feeKobo: due ? due.owedKobo + toKobo(terms.planDiscount ?? 0) : null,
    discountKobo: toKobo(terms.planDiscount ?? 0),
    firstPaymentKobo: due ? due.firstPaymentKobo : null,
    firstPaymentCovered: due ? paid >= due.firstPaymentKobo : false,
    paidKobo: sumOf(entries, 'payment'),
    refundedKobo: -sumOf(entries, 'refund'),
    adjustedKobo: sumOf(entries, 'adjustment'),
    balanceKobo: owed - paid,
    dueNowKobo: due?.dueNowKobo ?? 0,
    entries: rows,
    instalments: due?.instalments ?? [],
  };
}

export const getMyStatement = (deps: ServiceDeps<'db' | 'config'>, userId: string) =>
  buildStatement(deps.db, userId, deps.config.timeZone);

export async function getLearnerStatement(deps: ServiceDeps<'db' | 'config'>, email: string) {
  const learner = await findLearnerByEmail(deps.db, email);
  if (!learner) throw appError(ledgerErrors.notALearner);
  return buildStatement(deps.db, learner.id, deps.config.timeZone);
}

const schoolDay = (iso: string, timeZone: string) => formatSchoolDate(new Date(iso), timeZone);

/** The learner's statement as a PDF: totals, entries, instalments. */
export async function myStatementPdf(deps: ServiceDeps<'db' | 'config'>, userId: string) {
  const statement = await getMyStatement(deps, userId);
  const { identity } = await getSchool(deps.db);
  const { columns, instalmentColumns } = statementCopy;
  const timeZone = deps.config.timeZone;
  const body = await renderStatementPdf({
    schoolName: identity.name,
    title: statementCopy.title,
    subtitle: `${statement.learner.firstName} ${statement.learner.lastName} · ${statement.learner.email} · ${formatSchoolDate(new Date(), timeZone)}`,
    totals: statementTotalLines(statement),
    tables: [
      {
        heading: statementCopy.entriesHeading,
        columns: [
          columns.date,
          columns.kind,
          columns.source,
          columns.reference,
          columns.amount,
          columns.balance,
        ],
        rows: statement.entries.map((entry) => [
          schoolDay(entry.occurredAt, timeZone),
          ledgerKindLabels[entry.kind],
          ledgerSourceLabels[entry.source],
          entry.reference ?? entry.note,
          formatKobo(entry.amountKobo),
          formatKobo(entry.balanceAfterKobo),
        ]),
        empty: statementCopy.noEntries,
      },
      {
        heading: statementCopy.instalmentsHeading,
        columns: [
          instalmentColumns.month,
          instalmentColumns.amount,
          instalmentColumns.paid,
          instalmentColumns.state,
        ],
        rows: statement.instalments.map((instalment) => [
          instalment.dueOn.slice(0, 7),
          formatKobo(instalment.amountKobo),
          formatKobo(instalment.paidKobo),
          instalmentStateLabels[instalment.state],
        ]),
        empty: statementCopy.noInstalments,
      },
    ],
  });
  return { filename: 'tuition-statement.pdf', body };
}

// ---------------------------------------------------------------- refunds and adjustments

type LedgerCorrection = z.output<typeof ledgerCorrectionSchema>;

export type { LedgerCorrectionInput };

/**
 * An admin's refund or adjustment, with its reason, audited and in the learner's activity. A
 * refund is money paid back: never more than the learner's payments less earlier refunds. The
 * idempotency key is the entry's reference, so a double click writes one entry and answers twice.
 */
export async function recordCorrection(
  deps: ServiceDeps<'db'>,
  actorId: string,
  email: string,
  correction: LedgerCorrection,
) {
  const learner = await findLearnerByEmail(deps.db, email);
  if (!learner || learner.nativeState === 'PENDING') throw appError(ledgerErrors.notALearner);
  if (correction.kind === 'refund' && correction.amount < 0) throw appError(ledgerErrors.refundPositive);
  const amountKobo = correction.kind === 'refund' ? -correction.amount : correction.amount;
  await deps.db.transaction(async (tx) => {
    const entries = await listLedgerEntries(tx, learner.id);
    if (correction.kind === 'refund') {
      const repeat = entries.some(
        (entry) => entry.source === 'staff' && entry.reference === correction.idempotencyKey,
      );
      const cashPaid = sumOf(entries, 'payment') + sumOf(entries, 'refund');
      if (!repeat && correction.amount > cashPaid) throw appError(refundTooLarge(formatKobo(cashPaid)));
    }
    const written = await recordLedgerEntry(tx, {
      applicantId: learner.id,
      kind: correction.kind,
      amountKobo,
      source: 'staff',
      reference: correction.idempotencyKey,
      note: correction.reason,
      createdBy: actorId,
    });
    if (!written.recorded) return;
    const action = correction.kind === 'refund' ? 'TUITION_REFUNDED' : 'TUITION_ADJUSTED';
    const details = { ledgerEntryId: written.entryId, amountKobo, reason: correction.reason };
    await insertActivity(tx, { applicantId: learner.id, actorId, action, details });
    await insertAudit(tx, { actorId, action, subject: email.trim().toLowerCase(), details });
  });
  return { message: statementCopy.staff.recorded };
}

// ---------------------------------------------------------------- receipts

/**
 * The job's work for one payment: its PDF receipt, e-mailed to the learner once. The receipt says
 * the balance after the payment, counting the entries on the ledger before it in statement order.
 */
export async function sendReceipt(deps: ServiceDeps<'db' | 'config'>, entryId: number) {
  await deps.db.transaction(async (tx) => {
    const entry = await findLedgerEntry(tx, entryId);
    if (!entry || entry.receiptNumber === null) return;
    if (!(await markReceiptQueued(tx, entryId))) return;
    const [learner, terms, entries, school] = await Promise.all([
      findLearner(tx, entry.applicantId),
      findTuitionTerms(tx, entry.applicantId),
      listLedgerEntries(tx, entry.applicantId),
      getSchool(tx),
    ]);
    if (!learner || !terms) return;
    const upTo = entries.findIndex((row) => row.id === entry.id);
    const paidThen = entries.slice(0, upTo + 1).reduce((sum, row) => sum + row.amountKobo, 0);
    const due = tuitionDueOf(terms, paidThen, new Date(), deps.config.timeZone);
    const balanceAfter = due ? due.owedKobo - paidThen : null;
    const timeZone = deps.config.timeZone;
    const amount = formatKobo(entry.amountKobo);
    const fields: [string, string][] = [
      [receiptCopy.number, String(entry.receiptNumber)],
      [
        receiptCopy.date,
        `${formatSchoolDate(entry.occurredAt, timeZone)} ${formatSchoolTime(entry.occurredAt, timeZone)}`,
      ],
      [receiptCopy.learner, `${learner.firstName} ${learner.lastName} (${learner.email})`],
      [receiptCopy.amount, amount],
      [receiptCopy.amountInWords, koboInWords(entry.amountKobo)],
      [receiptCopy.method, ledgerSourceLabels[entry.source]],
      [receiptCopy.reference, entry.reference ?? ''],
    ];
    if (balanceAfter !== null) {
      fields.push(
        balanceAfter < 0
          ? [receiptCopy.creditAfter, formatKobo(-balanceAfter)]
          : [receiptCopy.balanceAfter, formatKobo(balanceAfter)],
      );
    }
    const pdf = await renderReceiptPdf({
      schoolName: school.identity.name,
      title: receiptCopy.title,
      fields,
      footer: receiptCopy.footer,
    });
    await queueMail(tx, {
      kind: 'tuition-receipt',
      to: learner.email,
      userId: learner.id,
      rendered: renderTuitionReceiptMail({
        firstName: learner.firstName,
        receiptNumber: entry.receiptNumber,
        amount,
        statementLink: `${deps.config.publicUrl}${dashboardViewPath('statement')}`,
      }),
      attachments: [
        {
          filename: receiptCopy.filename(entry.receiptNumber),
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    });
  });
}

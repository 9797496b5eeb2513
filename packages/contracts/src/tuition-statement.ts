import { z } from 'zod';
import { MONTHS } from './constants.ts';
import { ledgerMessages, statementCopy } from './copy/ledger.ts';
import { GATEWAY_PROVIDERS, LEDGER_ENTRY_KINDS, LEDGER_SOURCES } from './tuition-ledger.ts';

/*
 * A learner's tuition statement, staff refunds and adjustments, and the finance screen (issue 24.4,
 * 24.5; decision 0083). Every amount here is integer kobo; the screens format it as naira.
 */

// ---------------------------------------------------------------- the statement

export const INSTALMENT_STATES = ['paid', 'part', 'unpaid'] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

export const statementEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  source: z.enum(LEDGER_SOURCES),
  amountKobo: z.number().int(),
  reference: z.string().nullable(),
  note: z.string(),
  receiptNumber: z.number().int().nullable(),
  occurredAt: z.string(),
  /** What is left to pay after this entry; below zero is credit the school holds for the learner. */
  balanceAfterKobo: z.number().int(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementInstalmentSchema = z.object({
  month: z.enum(MONTHS),
  /** The first day of the instalment's month, yyyy-MM-dd (school calendar). */
  dueOn: z.string(),
  amountKobo: z.number().int(),
  paidKobo: z.number().int(),
  state: z.enum(INSTALMENT_STATES),
  /** Its month has come (school time zone): it counts in what is due now. */
  due: z.boolean(),
});
export type StatementInstalment = z.infer<typeof statementInstalmentSchema>;

export const tuitionStatementSchema = z.object({
  learner: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** The fee less its discount: what the entries are paid against. Null while no fee is set. */
  owedKobo: z.number().int().nullable(),
  feeKobo: z.number().int().nullable(),
  discountKobo: z.number().int(),
  /** The first payment the seat needs (cohort's, else the whole fee), and whether it is covered. */
  firstPaymentKobo: z.number().int().nullable(),
  firstPaymentCovered: z.boolean(),
  paidKobo: z.number().int(),
  refundedKobo: z.number().int(),
  adjustedKobo: z.number().int(),
  /** owed − what the ledger holds; below zero is credit. */
  balanceKobo: z.number().int(),
  dueNowKobo: z.number().int(),
  entries: z.array(statementEntrySchema),
  instalments: z.array(statementInstalmentSchema),
});
export type TuitionStatement = z.infer<typeof tuitionStatementSchema>;

// ---------------------------------------------------------------- refunds and adjustments (ADMIN)

const reasonField = z
  .string()
  .trim()
  .min(1, ledgerMessages.reasonRequired)
  .max(500)
  .refine((value) => !value.includes('\u0000'), ledgerMessages.reasonRequired);

/** Naira as typed (up to 2 decimals), turned into whole kobo without a float on the way. */
export const nairaToKoboField = z.union([z.number(), z.string().trim().max(20)]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.replaceAll(',', '');
  const match = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: ledgerMessages.amountInvalid });
    return z.NEVER;
  }
  const kobo = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (kobo === 0) {
    ctx.addIssue({ code: 'custom', message: ledgerMessages.amountInvalid });
    return z.NEVER;
  }
  return match[1] ? -kobo : kobo;
});

/** A refund (money back to the learner) or an adjustment; the key makes a double click one entry. */
export const ledgerCorrectionSchema = z.object({
  kind: z.enum(['refund', 'adjustment']),
  /** A refund is given positive (the amount paid back); an adjustment's sign says which way. */
  amount: nairaToKoboField,
  reason: reasonField,
  idempotencyKey: z.uuid(),
});
export type LedgerCorrectionInput = z.input<typeof ledgerCorrectionSchema>;

export const learnerEmailParamSchema = z.object({ email: z.email().max(254) });

// ---------------------------------------------------------------- the finance screen

/** A real calendar day written yyyy-MM-dd (2026-02-31 is not). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ledgerMessages.dayInvalid)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, ledgerMessages.dayInvalid);

export const financeRangeQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, ledgerMessages.rangeInvalid)
  .refine(
    (range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000,
    ledgerMessages.rangeTooLong,
  );

export const paymentsByDaySchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      paystackKobo: z.number().int(),
      flutterwaveKobo: z.number().int(),
      proofKobo: z.number().int(),
      staffKobo: z.number().int(),
      totalKobo: z.number().int(),
      count: z.number().int(),
    }),
  ),
  totalKobo: z.number().int(),
});
export type PaymentsByDay = z.infer<typeof paymentsByDaySchema>;

export const unmatchedPaymentSchema = z.object({
  id: z.uuid(),
  provider: z.enum(GATEWAY_PROVIDERS),
  reference: z.string(),
  amountKobo: z.number().int(),
  paidAt: z.string(),
  payer: z.record(z.string(), z.string()),
});
export type UnmatchedPayment = z.infer<typeof unmatchedPaymentSchema>;
/** The open queue, oldest first, at most `UNMATCHED_LIST_LIMIT`; `total` counts every open one. */
export const UNMATCHED_LIST_LIMIT = 500;
export const unmatchedPaymentsSchema = z.object({
  payments: z.array(unmatchedPaymentSchema),
  total: z.number().int(),
  limit: z.number().int(),
});
/** An admin takes a payment that is not tuition off the queue, saying why (audited). */
export const dismissUnmatchedSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Say why this payment is not tuition')
    .max(500, 'Keep the reason under 500 characters'),
});

export const unmatchedIdParamSchema = z.object({ id: z.uuid() });
export const assignUnmatchedSchema = z.object({ email: z.email().max(254) });

export const learnerSearchQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });
export const learnerMatchesSchema = z.object({
  learners: z.array(
    z.object({
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      applicationNumber: z.number().int(),
      cohortName: z.string().nullable(),
    }),
  ),
});
export type LearnerMatch = z.infer<typeof learnerMatchesSchema>['learners'][number];

export const outstandingByCohortSchema = z.object({
  cohorts: z.array(
    z.object({
      cohortId: z.string(),
      cohortName: z.string(),
      learners: z.array(
        z.object({
          email: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          owedKobo: z.number().int(),
          paidKobo: z.number().int(),
          balanceKobo: z.number().int(),
        }),
      ),
      owedKobo: z.number().int(),
      paidKobo: z.number().int(),
      balanceKobo: z.number().int(),
    }),
  ),
});
export type OutstandingByCohort = z.infer<typeof outstandingByCohortSchema>;

export const financeExportQuerySchema = z.intersection(
  financeRangeQuerySchema,
  z.object({ format: z.enum(['csv', 'xlsx'], { error: 'Choose csv or xlsx' }) }),
);

// ---------------------------------------------------------------- naira in words (receipts)

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', ' thousand', ' million', ' billion'];

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restWords =
    rest < 20 ? ONES[rest] : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
  if (!hundreds) return restWords ?? '';
  return `${ONES[hundreds]} hundred${rest ? ` and ${restWords}` : ''}`;
}

function wholeInWords(n: number): string {
  if (n === 0) return 'zero';
  const groups: string[] = [];
  for (let scale = 0; n > 0; scale += 1, n = Math.floor(n / 1000)) {
    const group = n % 1000;
    if (group) groups.unshift(`${underThousand(group)}${SCALES[scale]}`);
  }
  return groups.join(', ');
}

/** 1234567 kobo → 'Twelve thousand, three hundred and forty-five naira and sixty-seven kobo'. */
export function koboInWords(kobo: number): string {
  const naira = Math.floor(Math.abs(kobo) / 100);
  const rest = Math.abs(kobo) % 100;
  const words = `${wholeInWords(naira)} naira${rest ? ` and ${wholeInWords(rest)} kobo` : ''}`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** Kobo as the screens and receipts write naira: 'NGN 1,234.56', a minus sign for credit. */
export function formatKobo(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const naira = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}NGN ${naira}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The statement's totals as label and figure lines, the same on the screen and in the PDF: owed,
 * paid, refunded, adjusted, left (or held as credit), due now, and the first payment where the
 * cohort asks one.
 */
export function statementTotalLines(statement: TuitionStatement): [string, string][] {
  const { totals } = statementCopy;
  const lines: [string, string][] = [
    [totals.owed, statement.owedKobo === null ? statementCopy.noFee : formatKobo(statement.owedKobo)],
    [totals.paid, formatKobo(statement.paidKobo)],
    [totals.refunded, formatKobo(statement.refundedKobo)],
    [totals.adjusted, formatKobo(statement.adjustedKobo)],
    statement.balanceKobo < 0
      ? [totals.credit, formatKobo(-statement.balanceKobo)]
      : [totals.balance, formatKobo(statement.balanceKobo)],
    [totals.dueNow, formatKobo(statement.dueNowKobo)],
  ];
  if (statement.firstPaymentKobo !== null) {
    lines.push([
      totals.firstPayment,
      `${formatKobo(statement.firstPaymentKobo)} (${statement.firstPaymentCovered ? totals.firstPaymentCovered : totals.firstPaymentOpen})`,
    ]);
  }
  return lines;
}

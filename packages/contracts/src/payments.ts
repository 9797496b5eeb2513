import { z } from 'zod';
import { messages } from './messages.ts';

/** Proof of tuition payment (docs/spec/portal-spec.md §2 "Payment confirmation", §3, §5). */
export const PAYMENT_METHODS = ['ussd', 'bank deposit', 'bank transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  ussd: 'USSD',
  'bank deposit': 'Bank Deposit',
  'bank transfer': 'Bank Transfer',
};
/** What each method's proof may be (docs/spec/portal-spec.md §5): USSD an image; the bank methods an image or a PDF. */
export const PAYMENT_PROOF_FORMATS: Readonly<Record<PaymentMethod, readonly string[]>> = {
  ussd: ['jpg', 'png'],
  'bank deposit': ['jpg', 'png', 'pdf'],
  'bank transfer': ['jpg', 'png', 'pdf'],
};
export const PAYMENT_AMOUNT_MAX = 100_000_000;
export const PAYMENT_TEXT_MAX_LENGTH = 200;
/** A transaction reference: letters, digits and punctuation as banks print them (issue 24.6). */
export const TRANSACTION_REFERENCE_MAX_LENGTH = 100;
const transactionReferenceMessage =
  'Enter the transaction reference as it is on your receipt: letters, digits and punctuation, at most 100.';

// ---------------------------------------------------------------- money in kobo

/**
 * Naira to whole kobo. Money is added, taken away and divided in kobo (integers), so no binary
 * drift creeps in; 15 significant digits drop the drift of the ×100 itself (8333.335 → 833334).
 */
export const toKobo = (naira: number) => Math.round(Number((naira * 100).toPrecision(15)));
export const fromKobo = (kobo: number) => kobo / 100;

const NAIRA_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * An amount as sent: a JSON number (docs/spec/portal-spec.md §3), or (tolerated for browsers still holding the older
 * script) a plain decimal numeral; either with at most 2 decimals, above 0 and at most the cap.
 * Undefined when it is not such an amount.
 */
export function nairaAmount(value: number | string | null | undefined): number | undefined {
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (text !== undefined && !NAIRA_TEXT.test(text)) return undefined;
  const amount = Number(text ?? value);
  if (!Number.isFinite(amount) || amount <= 0 || amount > PAYMENT_AMOUNT_MAX) return undefined;
  return fromKobo(toKobo(amount)) === amount ? amount : undefined;
}

export interface TuitionFigures {
  tuitionFee: number;
  discountAmount: number;
  /** Tuition paid and confirmed by the school (step 4). */
  tuitionPaid: number;
}

/**
 * What is still due on the tuition (docs/spec/portal-spec.md §9 summary: the fee, the tuition paid, the amount due):
 * the cohort's fee less a discount and what was paid and confirmed, never below zero.
 */
export const tuitionDue = ({ tuitionFee, discountAmount, tuitionPaid }: TuitionFigures) =>
  fromKobo(Math.max(0, toKobo(tuitionFee) - toKobo(discountAmount) - toKobo(tuitionPaid)));

/**
 * GET /api/native/tuition, and the amount owed beside a payment: the fee (the agreed plan's, else
 * the cohort's), its discount, the tuition paid and confirmed, and what is left to pay.
 */
export const tuitionSummarySchema = z.object({
  tuitionFee: z.number(),
  discountAmount: z.number(),
  tuitionPaid: z.number(),
  amountDue: z.number(),
});
export type TuitionSummary = z.infer<typeof tuitionSummarySchema>;

/** What the payment dialog holds while it is filled in; every field may still be empty. */
export interface PaymentProofDraft {
  paymentMethod?: string | undefined;
  amountPaid?: number | string | null | undefined;
  transactionDate?: string | undefined;
  transactionImageLink?: string | undefined;
  phoneNumber?: string | undefined;
  depositorName?: string | undefined;
  depositorAccountName?: string | undefined;
  originatingBankName?: string | undefined;
  depositorEmail?: string | undefined;
  transactionReference?: string | undefined;
}

const filled = (value: string | number | null | undefined) =>
  value !== undefined && value !== null && String(value).trim() !== '';

/** A real calendar day written dd-MM-yyyy. */
export function isWireDate(value: string): boolean {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The first problem of a payment proof, checked in the spec's order for its method (§5): amount,
 * date, then the method's own fields; then the uploaded proof. Undefined when it may be sent.
 */
export function paymentProofProblem(draft: PaymentProofDraft): string | undefined {
  const method = draft.paymentMethod as PaymentMethod | undefined;
  if (!method || !PAYMENT_METHODS.includes(method)) return messages.choosePaymentMethod;
  if (!filled(draft.amountPaid)) return messages.enterAmount;
  if (nairaAmount(draft.amountPaid) === undefined) return messages.amountInvalid;
  if (!filled(draft.transactionDate)) return messages.enterTransactionDate;
  if (!isWireDate(String(draft.transactionDate).trim())) return messages.transactionDateFormat;
  if (method === 'ussd') {
    if (!filled(draft.phoneNumber)) return messages.enterPhoneNumber;
    if (!/^\d{1,15}$/.test(String(draft.phoneNumber).trim())) return messages.phoneNumeric;
  } else if (method === 'bank deposit') {
    if (!filled(draft.depositorName)) return messages.depositorName;
    if (!filled(draft.originatingBankName)) return messages.bankName;
  } else {
    if (!filled(draft.depositorAccountName)) return messages.enterAccountName;
    if (!filled(draft.originatingBankName)) return messages.enterBankName;
  }
  if (!filled(draft.transactionImageLink)) return messages.uploadProofOfPayment;
  return undefined;
}

const optionalText = z.string().trim().max(PAYMENT_TEXT_MAX_LENGTH).optional().default('');

/** POST /api/native/uploadProofOfPayment (docs/spec/portal-spec.md §3 "Payment proof"). */
export const paymentProofSchema = z
  .object({
    paymentMethod: z.string().trim().max(40),
    amountPaid: z.union([z.number(), z.string().trim().max(20)]),
    transactionDate: z.string().trim().max(20),
    transactionImageLink: z.string().trim().max(2000),
    phoneNumber: optionalText,
    depositorName: optionalText,
    depositorAccountName: optionalText,
    originatingBankName: optionalText,
    depositorEmail: z
      .string()
      .trim()
      .max(254)
      .optional()
      .default('')
      .refine((value) => value === '' || z.email().safeParse(value).success, messages.validEmail),
    /**
     * Not in the spec: the bank's or app's reference of the transfer, optional. The same reference
     * sent for another payment is refused (issue 24.6).
     */
    transactionReference: z
      .string()
      .trim()
      .max(TRANSACTION_REFERENCE_MAX_LENGTH, transactionReferenceMessage)
      .regex(/^[\x20-\x7E]*$/, transactionReferenceMessage)
      .optional()
      .default(''),
  })
  .superRefine((value, ctx) => {
    const problem = paymentProofProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => ({
    ...value,
    paymentMethod: value.paymentMethod as PaymentMethod,
    // superRefine has checked it is an amount.
    amountPaid: nairaAmount(value.amountPaid) as number,
  }));
export type PaymentProofInput = z.input<typeof paymentProofSchema>;
export type PaymentProof = z.output<typeof paymentProofSchema>;

/** The spec's client reads `success` and, on error, `message`. */
export const paymentProofResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export const PAYMENT_PROOF_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type PaymentProofStatus = (typeof PAYMENT_PROOF_STATUSES)[number];

/** A proof as its owner and staff see it. */
export const paymentProofRecordSchema = z.object({
  id: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  amountPaid: z.number(),
  transactionDate: z.string(),
  transactionImageLink: z.string(),
  fileFormat: z.string(),
  phoneNumber: z.string(),
  depositorName: z.string(),
  depositorAccountName: z.string(),
  originatingBankName: z.string(),
  depositorEmail: z.string(),
  transactionReference: z.string(),
  status: z.enum(PAYMENT_PROOF_STATUSES),
  declineReason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  applicant: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type PaymentProofRecord = z.infer<typeof paymentProofRecordSchema>;

/** GET /api/native/paymentProof: the applicant's latest proof, or null before the first. */
export const myPaymentProofResponseSchema = z.object({ proof: paymentProofRecordSchema.nullable() });

export const paymentProofIdParamSchema = z.object({ proofId: z.uuid('Unknown payment proof') });
export const paymentProofListQuerySchema = z.object({
  status: z.enum(PAYMENT_PROOF_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Staff declining from the review page say why; the applicant is told. */
export const declinePaymentSchema = z.object({
  reason: z.string().trim().min(1, messages.declineReasonRequired).max(1000),
});

export const DEFAULT_DECLINE_REASON =
  'We could not match this payment to the school account. Please check the details and upload your proof again.';

// ---------------------------------------------------------------- where to pay (issue 19.7)

export const PAYMENT_NOTE_MAX_LENGTH = 500;

const accountDetail = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null);
const patterned = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value) => value || null);

/**
 * The school's account for tuition, as an admin saves it in the console (and as the environment
 * gives its defaults): a bank account (its three fields together), a USSD code, a note; each may
 * be left empty. Empty fields are stored as null.
 */
export const paymentAccountSettingsSchema = z
  .object({
    bankName: accountDetail(80),
    accountName: accountDetail(120),
    // A Nigerian account number (NUBAN) is 10 digits.
    accountNumber: patterned(/^\d{10}$/, 'Enter the 10-digit account number (NUBAN)'),
    ussdCode: patterned(/^\*[\d*]{1,40}#$/, 'Enter the USSD code as dialled, e.g. *737#'),
    note: accountDetail(PAYMENT_NOTE_MAX_LENGTH),
  })
  .superRefine((account, ctx) => {
    const bank = [account.bankName, account.accountName, account.accountNumber];
    if (bank.some(Boolean) && !bank.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: 'Enter the bank name, the account name and the account number together',
      });
    }
  });
export type PaymentAccountInput = z.input<typeof paymentAccountSettingsSchema>;
export type PaymentAccount = z.output<typeof paymentAccountSettingsSchema>;

export const paymentAccountSchema: z.ZodType<PaymentAccount> = z.object({
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  ussdCode: z.string().nullable(),
  note: z.string().nullable(),
});

/** Whether the school has said where to pay: a bank account or a USSD code. */
export const hasPaymentAccount = (account: PaymentAccount) =>
  Boolean(account.accountNumber || account.ussdCode);

/**
 * GET /api/native/paymentInstructions, and beside a proof on the staff review: what is owed (null
 * while the cohort has no fee) and where to pay; the contact address for when either is missing.
 */
export const paymentInstructionsSchema = z.object({
  tuition: tuitionSummarySchema.nullable(),
  account: paymentAccountSchema,
  contactEmail: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** A proof as staff review it: with what was owed and where the school is paid. */
export const paymentProofReviewSchema = paymentProofRecordSchema.extend({
  instructions: paymentInstructionsSchema,
});
export type PaymentProofReview = z.infer<typeof paymentProofReviewSchema>;

/** A staff answer to a proof: the message, and the proof as the review page shows it now. */
export const paymentDecisionResponseSchema = z.object({
  message: z.string(),
  proof: paymentProofReviewSchema,
});

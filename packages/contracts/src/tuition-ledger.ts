import { z } from 'zod';

/**
 * Tuition money (issue 24): the ledger's words and the payment providers, shared by the server, the
 * learner's dashboard and the finance screen. Amounts on the ledger are integer kobo.
 */

/** The payment providers the portal speaks to; `none` keeps the proof upload as the only way. */
export const GATEWAY_PROVIDERS = ['paystack', 'flutterwave'] as const;
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];

export const LEDGER_ENTRY_KINDS = ['payment', 'refund', 'adjustment'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Where a ledger entry came from: a provider's verified payment, a confirmed proof, or staff. */
export const LEDGER_SOURCES = ['paystack', 'flutterwave', 'proof', 'staff'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

// ---------------------------------------------------------------- paying (issue 24.2)

/** The dedicated account a learner (or whoever pays for them) transfers tuition to. */
export const virtualAccountSchema = z.object({
  accountNumber: z.string(),
  bankName: z.string(),
  accountName: z.string(),
});
export type VirtualAccount = z.infer<typeof virtualAccountSchema>;

/**
 * A temporary account for one amount (Flutterwave's dynamic virtual account number, decision 0084,
 * addendum of session 14): transfer exactly `amountKobo` before `expiresAt` (ISO instant); after it a
 * fresh one is asked for.
 */
export const transferAccountSchema = z.object({
  accountNumber: z.string(),
  bankName: z.string(),
  amountKobo: z.number().int(),
  expiresAt: z.string(),
});
export type TransferAccount = z.infer<typeof transferAccountSchema>;

/**
 * How a learner pays now: what is due now and the whole balance (kobo), and the provider's ways —
 * the account to transfer to (null until opened, or when the provider cannot open one), and whether a
 * hosted checkout can be started. `provider` is null when the school takes no online payments: the
 * dashboard then offers the proof upload alone, as before.
 */
export const tuitionPaymentSchema = z.object({
  provider: z.enum(GATEWAY_PROVIDERS).nullable(),
  /** What the payment plan asks for now (the first payment, or the instalments due to date). */
  dueNowKobo: z.number().int(),
  /** The fee less discount less what the ledger holds. */
  balanceKobo: z.number().int(),
  paidKobo: z.number().int(),
  virtualAccount: virtualAccountSchema.nullable(),
  checkout: z.boolean(),
  /** Whether a temporary account for the amount due now can be asked for (Flutterwave). */
  transferAccounts: z.boolean(),
  /** The temporary account already given for the amount due now, while it has not expired. */
  transferAccount: transferAccountSchema.nullable(),
});
export type TuitionPayment = z.infer<typeof tuitionPaymentSchema>;

/** Where the browser goes to pay: the provider's hosted checkout page. */
export const checkoutSchema = z.object({ checkoutUrl: z.url(), reference: z.string() });
export type Checkout = z.infer<typeof checkoutSchema>;

/** A link anyone may open to pay the learner's tuition without logging in (to share on WhatsApp). */
export const payLinkSchema = z.object({ url: z.url(), expiresAt: z.string() });
export type PayLink = z.infer<typeof payLinkSchema>;

/** What the shared payment link's page shows: whose tuition, and how to pay it. No other personal data. */
export const payLinkStateSchema = z.object({
  learnerFirstName: z.string(),
  cohortName: z.string(),
  payment: tuitionPaymentSchema,
});
export type PayLinkState = z.infer<typeof payLinkStateSchema>;

/** After the hosted checkout returns: the payment as the provider confirmed it, server to server. */
export const checkoutResultSchema = z.object({
  state: z.enum(['paid', 'pending', 'failed']),
  amountKobo: z.number().int().nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
export const checkoutReturnSchema = z.object({ reference: z.string().min(1).max(100) });

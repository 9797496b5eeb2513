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

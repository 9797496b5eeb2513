import type { GatewayProvider } from '@intake/contracts/tuition-ledger';

/*
 * One interface for the payment providers (issue 24.1, decision 0084). Each client speaks its
 * provider's documented HTTP API; the services never see which one they talk to. Amounts cross
 * this line in integer kobo only.
 */

/** The provider could not be reached, timed out, or answered 5xx/429: a caller gets a 503, a job retries. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
}

/** The provider refused the call (a 4xx it will repeat): a wrong key, a refused account. */
export class GatewayRefusedError extends Error {
  override readonly name = 'GatewayRefusedError';
}

export interface Payer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface OpenedAccount {
  accountNumber: string;
  bankName: string;
  accountName: string;
  /** The provider's id for the customer (Paystack customer code), to match transfers by. */
  providerReference: string;
}

/** A transaction as the provider reports it when asked server to server. */
export interface VerifiedPayment {
  reference: string;
  /** success: the money is in; failed: it never will be (failed, abandoned, reversed, not NGN). */
  status: 'success' | 'failed' | 'pending';
  amountKobo: number;
  paidAt: Date;
  /** The learner's virtual account the transfer landed in, when it came through one. */
  accountNumber: string | null;
  /** The provider's customer the payment belongs to (Paystack customer code). */
  customerCode: string | null;
  /** What the provider said of the payer, for the reconciliation queue. */
  payer: Record<string, string>;
}

/** What the portal keeps of a webhook delivery: which event of which transaction it is. */
export interface WebhookEvent {
  eventKey: string;
  eventType: string;
  reference: string | null;
  /** Whether the event may be a payment (and so is verified); any other is stored and ignored. */
  isPayment: boolean;
}

/** A temporary account for one amount; the transfer into it comes back as a charge with `reference`. */
export interface OpenedTransferAccount {
  accountNumber: string;
  bankName: string;
  expiresAt: Date;
}

export interface PaymentGateway {
  readonly provider: GatewayProvider;
  /** Whether the portal opens a dedicated account per learner with this provider. */
  readonly opensVirtualAccounts: boolean;
  openVirtualAccount(payer: Payer): Promise<OpenedAccount>;
  startCheckout(checkout: {
    reference: string;
    amountKobo: number;
    payer: Payer;
    callbackUrl: string;
  }): Promise<{ checkoutUrl: string }>;
  /** A temporary account for this amount (Flutterwave's dynamic account numbers); absent elsewhere. */
  openTransferAccount?(transfer: {
    reference: string;
    amountKobo: number;
    payer: Payer;
    narration: string;
  }): Promise<OpenedTransferAccount>;
  /** The transaction by its reference; undefined when the provider knows no such transaction. */
  verify(reference: string): Promise<VerifiedPayment | undefined>;
  /** Whether a delivery carries the provider's signature over exactly these bytes. */
  checkSignature(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean;
  /** The event a signed body describes; undefined when it is not JSON of the provider's shape. */
  readEvent(rawBody: string): WebhookEvent | undefined;
}

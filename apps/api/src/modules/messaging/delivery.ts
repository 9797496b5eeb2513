import type { mailOutbox } from '../../db/schema/index.ts';

/** A row of the outbox as the worker claimed it: an e-mail, an SMS or a WhatsApp message. */
export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** What a transport learnt when the message was handed over. */
export interface Receipt {
  provider: string;
  /** The provider's id, which its delivery callbacks name (none for e-mail and files). */
  providerMessageId?: string;
  /** Its answer in its own words: the SMTP reply ('250 2.0.0 OK …'), Termii's 'Successfully Sent'. */
  providerStatus?: string;
  cost?: string;
}

/**
 * Why a message was not handed over, in the terms the worker retries by: `permanent` fails it now
 * (a 4xx that resending cannot fix, an SMTP 5xx), `retryAfterSeconds` is the provider's own wait
 * (a 429's Retry-After); anything else is retried with backoff.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly options: { permanent?: boolean; retryAfterSeconds?: number; bounced?: boolean } = {},
  ) {
    super(message);
  }
}

/** The channel's carrier: SMTP or files for e-mail; Termii, Africa's Talking or files for phones. */
export interface ChannelTransport {
  send(message: OutboxMessage): Promise<Receipt>;
  close(): void;
}

/** Retry-After in seconds: a number, or an HTTP date; capped at an hour. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.min(Math.max(Math.ceil(seconds), 1), 3600) : undefined;
}

/**
 * An HTTP answer that is not a success, as the worker must treat it: 429 waits for Retry-After;
 * 5xx, and 401/403/408 (the portal's own keys, fixed by the operator), are retried; any other 4xx
 * is the message's own fault and fails it.
 */
export async function httpFailure(provider: string, response: Response): Promise<DeliveryError> {
  const body = (await response.text().catch(() => '')).slice(0, 300);
  const message = `${provider} answered ${response.status}: ${body}`;
  if (response.status === 429)
    return new DeliveryError(message, {
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')) ?? 30,
    });
  if (response.status >= 500 || [401, 403, 408].includes(response.status)) return new DeliveryError(message);
  return new DeliveryError(message, { permanent: true });
}

/** Ten seconds for a provider to answer, then the attempt counts as failed and is retried. */
export const PROVIDER_TIMEOUT_MS = 10_000;

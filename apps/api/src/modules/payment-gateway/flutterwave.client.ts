import { timingSafeEqual } from 'node:crypto';
import { toKobo } from '@intake/contracts';
import {
  GatewayRefusedError,
  type Payer,
  type PaymentGateway,
  type VerifiedPayment,
  type WebhookEvent,
} from './gateway.ts';
import { parseJsonObject, providerCaller, record, text } from './provider-http.ts';

/*
 * Flutterwave v3 (https://developer.flutterwave.com/v3.0/reference): amounts are naira with two
 * decimals (turned into kobo with toKobo, never by multiplying floats); answers are
 * `{ status: 'success' | 'error', message, data }`. Checkout is Flutterwave Standard (/payments);
 * a payment counts once /transactions/verify_by_reference says successful. No virtual account per
 * learner: a permanent one needs the learner's BVN, which the portal does not collect (decision 0084).
 * Instead a dynamic (temporary) account number per amount (/virtual-account-numbers with
 * is_permanent false and our tx_ref): the transfer into it arrives as charge.completed with that
 * tx_ref, and is matched and verified as a checkout is (addendum of session 14).
 */

export interface FlutterwaveSettings {
  secretKey: string;
  secretHash: string;
  baseUrl: string;
  timeoutMs: number;
}

const PAYMENT_EVENTS = new Set(['charge.completed']);

export function flutterwaveGateway(settings: FlutterwaveSettings): PaymentGateway {
  const call = providerCaller(settings);

  return {
    provider: 'flutterwave',
    opensVirtualAccounts: false,

    openVirtualAccount() {
      return Promise.reject(
        new GatewayRefusedError('Flutterwave accounts need a BVN the portal does not hold'),
      );
    },

    async openTransferAccount({ reference, amountKobo, payer, narration }) {
      const answer = await call('POST', '/virtual-account-numbers', {
        email: payer.email,
        is_permanent: false,
        // Naira, as Flutterwave takes amounts: kobo 123457 → 1234.57.
        amount: Number((amountKobo / 100).toFixed(2)),
        tx_ref: reference,
        firstname: payer.firstName,
        lastname: payer.lastName,
        phonenumber: payer.phone || undefined,
        narration,
      });
      const envelope = record(answer.body);
      const data = record(envelope.data);
      const accountNumber = text(data.account_number);
      const bankName = text(data.bank_name);
      const expiresAt = flutterwaveInstant(text(data.expiry_date));
      if (
        answer.status >= 300 ||
        envelope.status !== 'success' ||
        !accountNumber ||
        !bankName ||
        !expiresAt
      ) {
        throw new GatewayRefusedError(
          `Flutterwave /virtual-account-numbers: ${text(envelope.message) || answer.status}`,
        );
      }
      return { accountNumber, bankName, expiresAt };
    },

    async startCheckout({ reference, amountKobo, payer, callbackUrl }) {
      const answer = await call('POST', '/payments', {
        tx_ref: reference,
        // Kobo to naira is exact as a decimal string's number: 123457 → 1234.57.
        amount: (amountKobo / 100).toFixed(2),
        currency: 'NGN',
        redirect_url: callbackUrl,
        customer: { email: payer.email, name: fullName(payer), phonenumber: payer.phone || undefined },
        payment_options: 'card,banktransfer,ussd',
      });
      const envelope = record(answer.body);
      const link = text(record(envelope.data).link);
      if (answer.status >= 300 || envelope.status !== 'success' || !link) {
        throw new GatewayRefusedError(`Flutterwave /payments: ${text(envelope.message) || answer.status}`);
      }
      return { checkoutUrl: link };
    },

    async verify(reference: string): Promise<VerifiedPayment | undefined> {
      const answer = await call(
        'GET',
        `/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
      );
      const envelope = record(answer.body);
      if (answer.status === 400 || answer.status === 404) return undefined;
      if (answer.status >= 300 || envelope.status !== 'success') {
        throw new GatewayRefusedError(`Flutterwave verify: ${text(envelope.message) || answer.status}`);
      }
      const tx = record(envelope.data);
      const status = text(tx.status);
      const amount = Number(tx.amount);
      const amountKobo = Number.isFinite(amount) ? toKobo(amount) : 0;
      const customer = record(tx.customer);
      const inNaira = text(tx.currency) === 'NGN' && amountKobo > 0 && text(tx.tx_ref) === reference;
      return {
        reference,
        status:
          status === 'successful' && inNaira
            ? 'success'
            : status === 'failed' || !inNaira
              ? 'failed'
              : 'pending',
        amountKobo,
        paidAt: new Date(text(tx.created_at) || Date.now()),
        accountNumber: null,
        customerCode: null,
        payer: {
          email: text(customer.email),
          name: text(customer.name),
          phone: text(customer.phone_number),
          channel: text(tx.payment_type),
          flwRef: text(tx.flw_ref),
        },
      };
    },

    checkSignature(_rawBody, headers) {
      const given = headers['verif-hash'];
      if (typeof given !== 'string') return false;
      const expected = Buffer.from(settings.secretHash, 'utf8');
      const received = Buffer.from(given, 'utf8');
      return expected.length === received.length && timingSafeEqual(expected, received);
    },

    readEvent(rawBody: string): WebhookEvent | undefined {
      const body = parseJsonObject(rawBody);
      // v3 sends `event`; some deliveries name it `event.type` too.
      const eventType = text(body?.event) || text(body?.['event.type']);
      if (!body || !eventType) return undefined;
      const dataField = record(body.data);
      const reference = text(dataField.tx_ref) || null;
      const id = text(dataField.id) || reference || String(rawBody.length);
      return {
        eventType: eventType.slice(0, 100),
        eventKey: `${eventType}:${id}`.slice(0, 300),
        reference: reference?.slice(0, 200) ?? null,
        isPayment: PAYMENT_EVENTS.has(eventType) && reference !== null,
      };
    },
  };
}

const fullName = (payer: Payer) => `${payer.firstName} ${payer.lastName}`.trim();

/**
 * Flutterwave writes `expiry_date` as "2024-05-01 14:30:55" without a zone (Lagos time, WAT, +01:00)
 * or as an ISO instant. Read without a zone as WAT: were it UTC, the account would be shown as
 * expiring an hour early, which only makes the learner ask for a fresh one sooner.
 */
function flutterwaveInstant(value: string): Date | undefined {
  if (!value) return undefined;
  const plain = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value);
  const instant = new Date(plain ? `${plain[1]}T${plain[2]}+01:00` : value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

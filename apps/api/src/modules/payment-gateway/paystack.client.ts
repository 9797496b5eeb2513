import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type OpenedAccount,
  type Payer,
  type PaymentGateway,
  type VerifiedPayment,
  type WebhookEvent,
} from './gateway.ts';
import { parseJsonObject, providerCaller, record, text } from './provider-http.ts';

/*
 * Paystack (https://paystack.com/docs/api/): amounts are integer kobo; every answer is
 * `{ status: boolean, message, data }`. A learner gets a customer and a dedicated virtual account;
 * a checkout is /transaction/initialize; a payment counts once /transaction/verify says success.
 */

export interface PaystackSettings {
  secretKey: string;
  baseUrl: string;
  preferredBank: string;
  timeoutMs: number;
}

/** The events that may carry money in; others (transfers out, disputes, DVA assignment) are ignored. */
const PAYMENT_EVENTS = new Set(['charge.success']);

const FAILED = new Set(['failed', 'abandoned', 'reversed']);

export function paystackGateway(settings: PaystackSettings): PaymentGateway {
  const call = providerCaller(settings);

  /** The `data` of a successful answer; a refusal names Paystack's message. */
  async function data(method: 'GET' | 'POST', path: string, body?: unknown) {
    const answer = await call(method, path, body);
    const envelope = record(answer.body);
    if (answer.status >= 300 || envelope.status !== true) {
      throw new GatewayRefusedError(`Paystack ${path}: ${text(envelope.message) || answer.status}`);
    }
    return record(envelope.data);
  }

  return {
    provider: 'paystack',
    opensVirtualAccounts: true,

    async openVirtualAccount(payer: Payer): Promise<OpenedAccount> {
      const customer = await data('POST', '/customer', {
        email: payer.email,
        first_name: payer.firstName,
        last_name: payer.lastName,
        ...(payer.phone ? { phone: payer.phone } : {}),
      });
      const customerCode = text(customer.customer_code);
      const account = await data('POST', '/dedicated_account', {
        customer: customerCode,
        preferred_bank: settings.preferredBank,
      });
      return {
        accountNumber: text(account.account_number),
        bankName: text(record(account.bank).name),
        accountName: text(account.account_name),
        providerReference: customerCode,
      };
    },

    async startCheckout({ reference, amountKobo, payer, callbackUrl }) {
      const started = await data('POST', '/transaction/initialize', {
        email: payer.email,
        amount: String(amountKobo),
        currency: 'NGN',
        reference,
        callback_url: callbackUrl,
        channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      });
      const checkoutUrl = text(started.authorization_url);
      // Without an address there is nowhere to send the payer: the provider is not usable just now.
      if (!/^https?:\/\//.test(checkoutUrl)) {
        throw new GatewayUnavailableError('Paystack /transaction/initialize gave no authorization_url');
      }
      return { checkoutUrl };
    },

    async verify(reference: string): Promise<VerifiedPayment | undefined> {
      const answer = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      const envelope = record(answer.body);
      // Paystack answers an unknown reference with 400/404 "Transaction reference not found".
      if (answer.status === 400 || answer.status === 404) return undefined;
      if (answer.status >= 300 || envelope.status !== true) {
        throw new GatewayRefusedError(`Paystack verify: ${text(envelope.message) || answer.status}`);
      }
      const tx = record(envelope.data);
      const status = text(tx.status);
      const amountKobo = Number(tx.amount);
      const authorization = record(tx.authorization);
      const customer = record(tx.customer);
      const inNaira = text(tx.currency) === 'NGN' && Number.isSafeInteger(amountKobo) && amountKobo > 0;
      return {
        reference: text(tx.reference) || reference,
        status:
          status === 'success' && inNaira ? 'success' : FAILED.has(status) || !inNaira ? 'failed' : 'pending',
        amountKobo: Number.isSafeInteger(amountKobo) ? amountKobo : 0,
        paidAt: new Date(text(tx.paid_at) || text(tx.paidAt) || Date.now()),
        accountNumber: text(authorization.receiver_bank_account_number) || null,
        customerCode: text(customer.customer_code) || null,
        payer: {
          email: text(customer.email),
          name:
            text(authorization.sender_name) ||
            `${text(customer.first_name)} ${text(customer.last_name)}`.trim(),
          bank: text(authorization.sender_bank),
          accountNumber: text(authorization.receiver_bank_account_number),
          narration: text(authorization.narration),
          channel: text(tx.channel),
        },
      };
    },

    checkSignature(rawBody, headers) {
      const given = headers['x-paystack-signature'];
      if (typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) return false;
      const expected = createHmac('sha512', settings.secretKey).update(rawBody, 'utf8').digest();
      return timingSafeEqual(expected, Buffer.from(given, 'hex'));
    },

    readEvent(rawBody: string): WebhookEvent | undefined {
      const body = parseJsonObject(rawBody);
      const eventType = text(body?.event);
      if (!body || !eventType) return undefined;
      const dataField = record(body.data);
      const reference = text(dataField.reference) || null;
      const id = text(dataField.id) || reference || rawBody.length.toString();
      return {
        eventType: eventType.slice(0, 100),
        eventKey: `${eventType}:${reference ?? id}`.slice(0, 300),
        reference: reference?.slice(0, 200) ?? null,
        isPayment: PAYMENT_EVENTS.has(eventType) && reference !== null,
      };
    },
  };
}

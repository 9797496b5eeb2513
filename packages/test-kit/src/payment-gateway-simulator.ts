import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Paystack and Flutterwave that speaks their documented endpoints (Bearer
 * secret key, their envelopes, Paystack amounts in kobo, Flutterwave's in naira) and sends
 * webhooks signed as each does: Paystack's x-paystack-signature (HMAC-SHA512 of the raw body with
 * the secret key), Flutterwave's verif-hash (the dashboard's secret hash). Tests start it like the
 * SMTP listener and point the portal's PAYSTACK_BASE_URL / FLUTTERWAVE_BASE_URL at it.
 */

export type SimulatedProvider = 'paystack' | 'flutterwave';

export interface SimulatedTransaction {
  id: number;
  provider: SimulatedProvider;
  reference: string;
  amountKobo: number;
  status: 'pending' | 'success' | 'failed';
  email: string;
  channel: string;
  paidAt: string | null;
  /** The virtual account a transfer landed in. */
  accountNumber: string | null;
  customerCode: string | null;
}

export interface SimulatedAccount {
  accountNumber: string;
  customerCode: string;
  email: string;
  accountName: string;
}

/** How the portal answered one webhook delivery, and how long it took. */
export interface Delivery {
  provider: SimulatedProvider;
  reference: string;
  status: number;
  ms: number;
}

/** Sends one signed webhook to the portal: over HTTP by default, or through a test's own function. */
export type Deliver = (
  provider: SimulatedProvider,
  request: { headers: Record<string, string>; body: string },
) => Promise<number>;

export interface WebhookKnobs {
  /** Deliver the same event this many times in all (1 by default), at once. */
  times?: number;
  /** Sign with the wrong secret. */
  badSignature?: boolean;
  /** Wait this long before delivering. */
  delayMs?: number;
  /** Keep the webhook back until `releaseHeld` (to deliver several in another order). */
  hold?: boolean;
}

export interface SimulatorOptions {
  paystackSecretKey?: string;
  flutterwaveSecretKey?: string;
  flutterwaveSecretHash?: string;
  /** Where webhooks go when `deliver` is not given: the portal's origin, e.g. http://127.0.0.1:3000. */
  portalUrl?: string;
  deliver?: Deliver;
}

export async function startPaymentGatewaySimulator(options: SimulatorOptions = {}) {
  const keys = {
    paystack: options.paystackSecretKey ?? 'sk_test_simulator_paystack',
    flutterwave: options.flutterwaveSecretKey ?? 'FLWSECK_TEST-simulator',
    flutterwaveHash: options.flutterwaveSecretHash ?? 'simulator-secret-hash',
  };
  const transactions = new Map<string, SimulatedTransaction>();
  const accounts = new Map<string, SimulatedAccount>();
  const customers = new Map<string, { code: string; email: string; firstName: string; lastName: string }>();
  const deliveries: Delivery[] = [];
  const held: {
    provider: SimulatedProvider;
    reference: string;
    headers: Record<string, string>;
    body: string;
  }[] = [];
  const calls: string[] = [];
  let down = false;
  let noCheckoutUrl = false;
  let latencyMs = 0;
  let nextId = 1_000_000;
  let dynamicAccounts = 0;
  let portalUrl = options.portalUrl;

  const deliver: Deliver =
    options.deliver ??
    (async (provider, request) => {
      const answer = await fetch(`${portalUrl}/api/webhooks/${provider}`, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
      });
      await answer.body?.cancel();
      return answer.status;
    });

  // ------------------------------------------------------------------ the providers' APIs

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  };

  const paystackTransaction = (tx: SimulatedTransaction) => ({
    id: tx.id,
    domain: 'test',
    status: tx.status === 'pending' ? 'ongoing' : tx.status,
    reference: tx.reference,
    amount: tx.amountKobo,
    currency: 'NGN',
    channel: tx.channel,
    paid_at: tx.paidAt,
    paidAt: tx.paidAt,
    created_at: tx.paidAt,
    gateway_response: tx.status === 'success' ? 'Approved' : 'Declined',
    customer: { email: tx.email, customer_code: tx.customerCode },
    authorization: tx.accountNumber
      ? {
          channel: 'dedicated_nuban',
          receiver_bank_account_number: tx.accountNumber,
          receiver_bank: 'Wema Bank',
          sender_name: 'SIMULATED PAYER',
          sender_bank: 'Access Bank',
          narration: `Tuition ${tx.reference}`,
        }
      : { channel: tx.channel },
  });

  const flutterwaveTransaction = (tx: SimulatedTransaction) => ({
    id: tx.id,
    tx_ref: tx.reference,
    flw_ref: `FLW-${tx.id}`,
    // Naira with two decimals, as Flutterwave answers: kobo 123457 → 1234.57.
    amount: tx.amountKobo / 100,
    charged_amount: tx.amountKobo / 100,
    currency: 'NGN',
    status: tx.status === 'success' ? 'successful' : tx.status,
    payment_type: tx.channel,
    created_at: tx.paidAt ?? new Date().toISOString(),
    customer: { email: tx.email, name: 'Simulated Payer', phone_number: '' },
  });

  async function handlePaystack(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.headers.authorization !== `Bearer ${keys.paystack}`) {
      return send(response, 401, { status: false, message: 'Invalid key' });
    }
    if (request.method === 'POST' && path === '/customer') {
      const body = await readBody(request);
      const email = String(body.email ?? '');
      const existing = customers.get(email);
      const customer = existing ?? {
        code: `CUS_${randomBytes(7).toString('hex')}`,
        email,
        firstName: String(body.first_name ?? ''),
        lastName: String(body.last_name ?? ''),
      };
      customers.set(email, customer);
      return send(response, 200, {
        status: true,
        message: 'Customer created',
        data: {
          email,
          customer_code: customer.code,
          first_name: customer.firstName,
          last_name: customer.lastName,
        },
      });
    }
    if (request.method === 'POST' && path === '/dedicated_account') {
      const body = await readBody(request);
      const customer = [...customers.values()].find((c) => c.code === body.customer);
      if (!customer) return send(response, 400, { status: false, message: 'Customer not found' });
      const existing = [...accounts.values()].find((a) => a.customerCode === customer.code);
      const account = existing ?? {
        accountNumber: String(9_000_000_000 + accounts.size + 1),
        customerCode: customer.code,
        email: customer.email,
        accountName: `SCHOOL/${customer.firstName} ${customer.lastName}`.toUpperCase(),
      };
      accounts.set(account.accountNumber, account);
      return send(response, 200, {
        status: true,
        message: 'NUBAN successfully created',
        data: {
          bank: { name: 'Wema Bank', id: 20, slug: body.preferred_bank ?? 'wema-bank' },
          account_name: account.accountName,
          account_number: account.accountNumber,
          assigned: true,
          currency: 'NGN',
          active: true,
          customer: { customer_code: customer.code, email: customer.email },
        },
      });
    }
    if (request.method === 'POST' && path === '/transaction/initialize') {
      const body = await readBody(request);
      const reference = String(body.reference ?? `T${randomBytes(6).toString('hex')}`);
      const amountKobo = Number(body.amount);
      if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
        return send(response, 400, { status: false, message: 'Invalid amount' });
      }
      if (transactions.has(`paystack:${reference}`)) {
        return send(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      transactions.set(
        `paystack:${reference}`,
        newTransaction('paystack', reference, amountKobo, String(body.email)),
      );
      return send(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: noCheckoutUrl ? '' : `https://checkout.paystack.test/${reference}`,
          access_code: randomBytes(6).toString('hex'),
          reference,
        },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
    if (request.method === 'GET' && verify) {
      const tx = transactions.get(`paystack:${decodeURIComponent(verify[1] ?? '')}`);
      if (!tx) return send(response, 400, { status: false, message: 'Transaction reference not found' });
      return send(response, 200, {
        status: true,
        message: 'Verification successful',
        data: paystackTransaction(tx),
      });
    }
    return send(response, 404, { status: false, message: 'Not found' });
  }

  async function handleFlutterwave(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    path: string,
  ) {
    if (request.headers.authorization !== `Bearer ${keys.flutterwave}`) {
      return send(response, 401, { status: 'error', message: 'Invalid authorization key', data: null });
    }
    if (request.method === 'POST' && path === '/payments') {
      const body = await readBody(request);
      const reference = String(body.tx_ref ?? '');
      const amount = Number(body.amount);
      if (!reference || !(amount > 0)) {
        return send(response, 400, { status: 'error', message: 'Invalid tx_ref or amount', data: null });
      }
      const amountKobo = Math.round(Number((amount * 100).toPrecision(15)));
      const customer = (body.customer ?? {}) as Record<string, unknown>;
      transactions.set(
        `flutterwave:${reference}`,
        newTransaction('flutterwave', reference, amountKobo, String(customer.email ?? '')),
      );
      return send(response, 200, {
        status: 'success',
        message: 'Hosted Link',
        data: { link: `https://checkout.flutterwave.test/v3/hosted/pay/${reference}` },
      });
    }
    if (request.method === 'GET' && path === '/transactions/verify_by_reference') {
      const tx = transactions.get(`flutterwave:${url.searchParams.get('tx_ref') ?? ''}`);
      if (!tx)
        return send(response, 400, { status: 'error', message: 'No transaction was found', data: null });
      return send(response, 200, {
        status: 'success',
        message: 'Transaction fetched successfully',
        data: flutterwaveTransaction(tx),
      });
    }
    if (request.method === 'POST' && path === '/virtual-account-numbers') {
      const body = await readBody(request);
      if (body.is_permanent && !body.bvn) {
        return send(response, 400, {
          status: 'error',
          message: 'BVN is required for static account number',
          data: null,
        });
      }
      const reference = String(body.tx_ref ?? '');
      const amount = Number(body.amount);
      if (!body.email || !reference || !(amount > 0)) {
        return send(response, 400, {
          status: 'error',
          message: 'Invalid email, tx_ref or amount',
          data: null,
        });
      }
      // A dynamic account: a pending charge under tx_ref, paid by a transfer of the amount (as
      // completeCheckout('flutterwave', tx_ref) settles it), expiring an hour after creation.
      const amountKobo = Math.round(Number((amount * 100).toPrecision(15)));
      const tx = newTransaction('flutterwave', reference, amountKobo, String(body.email));
      tx.channel = 'bank_transfer';
      transactions.set(`flutterwave:${reference}`, tx);
      dynamicAccounts += 1;
      const created = new Date();
      const expires = new Date(created.getTime() + 3_600_000);
      // Flutterwave writes these on Lagos time (WAT, +01:00) without a zone.
      const wat = (at: Date) =>
        new Date(at.getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      return send(response, 200, {
        status: 'success',
        message: 'Virtual account created',
        data: {
          response_code: '02',
          response_message: 'Transaction in progress',
          flw_ref: `FLW-MOCK-${tx.id}`,
          order_ref: `URF_${tx.id}`,
          account_number: String(7_000_000_000 + dynamicAccounts),
          frequency: 1,
          bank_name: 'WEMA BANK',
          created_at: wat(created),
          expiry_date: wat(expires),
          note: `Please make a bank transfer to ${String(body.narration ?? 'the merchant')}`,
          amount: amount.toFixed(2),
        },
      });
    }
    return send(response, 404, { status: 'error', message: 'Not found', data: null });
  }

  function newTransaction(
    provider: SimulatedProvider,
    reference: string,
    amountKobo: number,
    email: string,
  ): SimulatedTransaction {
    nextId += 1;
    return {
      id: nextId,
      provider,
      reference,
      amountKobo,
      status: 'pending',
      email,
      channel: 'card',
      paidAt: null,
      accountNumber: null,
      customerCode: null,
    };
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://simulator');
    calls.push(`${request.method} ${url.pathname}`);
    const answer = async () => {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      if (down) {
        return send(response, 503, { status: false, message: 'Service Unavailable' });
      }
      if (url.pathname.startsWith('/paystack/')) {
        return handlePaystack(request, response, url.pathname.slice('/paystack'.length));
      }
      if (url.pathname.startsWith('/flutterwave/v3/')) {
        return handleFlutterwave(request, response, url, url.pathname.slice('/flutterwave/v3'.length));
      }
      return send(response, 404, { message: 'Not found' });
    };
    answer().catch(() => send(response, 500, { message: 'simulator error' }));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  // ------------------------------------------------------------------ webhooks

  function signedWebhook(
    tx: SimulatedTransaction,
    badSignature: boolean,
  ): { headers: Record<string, string>; body: string } {
    if (tx.provider === 'paystack') {
      const body = JSON.stringify({ event: 'charge.success', data: paystackTransaction(tx) });
      const secret = badSignature ? 'sk_test_wrong' : keys.paystack;
      const signature = createHmac('sha512', secret).update(body).digest('hex');
      return { headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body };
    }
    const body = JSON.stringify({ event: 'charge.completed', data: flutterwaveTransaction(tx) });
    return {
      headers: {
        'content-type': 'application/json',
        'verif-hash': badSignature ? 'wrong-hash' : keys.flutterwaveHash,
      },
      body,
    };
  }

  async function deliverOnce(
    provider: SimulatedProvider,
    reference: string,
    request: { headers: Record<string, string>; body: string },
  ) {
    const started = performance.now();
    const status = await deliver(provider, request);
    const delivery = { provider, reference, status, ms: performance.now() - started };
    deliveries.push(delivery);
    return delivery;
  }

  /** Sends the transaction's webhook as its provider would, with the knobs' faults. */
  async function sendWebhook(tx: SimulatedTransaction, knobs: WebhookKnobs = {}): Promise<Delivery[]> {
    const request = signedWebhook(tx, knobs.badSignature ?? false);
    if (knobs.hold) {
      for (let i = 0; i < (knobs.times ?? 1); i += 1)
        held.push({ provider: tx.provider, reference: tx.reference, ...request });
      return [];
    }
    if (knobs.delayMs) await new Promise((resolve) => setTimeout(resolve, knobs.delayMs));
    return Promise.all(
      Array.from({ length: knobs.times ?? 1 }, () => deliverOnce(tx.provider, tx.reference, request)),
    );
  }

  function settle(tx: SimulatedTransaction, status: 'success' | 'failed') {
    tx.status = status;
    tx.paidAt = status === 'success' ? new Date().toISOString() : null;
  }

  return {
    port,
    origin,
    paystackUrl: `${origin}/paystack`,
    flutterwaveUrl: `${origin}/flutterwave/v3`,
    keys,
    transactions,
    accounts,
    deliveries,
    /** Every call the portal made, `METHOD /path`, in order. */
    calls,
    /** Where webhooks go, once the portal listens (its port is known only then). */
    setPortalUrl(url: string) {
      portalUrl = url;
    },
    /** The provider answers 503 to everything while down. */
    setDown(value: boolean) {
      down = value;
    },
    /** Paystack answers initialize with status true but an empty authorization_url (seen in the wild). */
    setNoCheckoutUrl(value: boolean) {
      noCheckoutUrl = value;
    },
    /** Every answer waits this long first. */
    setLatency(ms: number) {
      latencyMs = ms;
    },
    /** The payer finishes (or fails) a checkout the portal started; the provider then sends its webhook. */
    async completeCheckout(
      provider: SimulatedProvider,
      reference: string,
      outcome: { status?: 'success' | 'failed'; webhook?: WebhookKnobs | false } = {},
    ) {
      const tx = transactions.get(`${provider}:${reference}`);
      if (!tx) throw new Error(`no ${provider} checkout ${reference}`);
      settle(tx, outcome.status ?? 'success');
      const sent = outcome.webhook === false ? [] : await sendWebhook(tx, outcome.webhook);
      return { transaction: tx, deliveries: sent };
    },
    /** Someone transfers to a learner's Paystack dedicated account; Paystack then sends charge.success. */
    async transferToAccount(accountNumber: string, amountKobo: number, webhook: WebhookKnobs | false = {}) {
      const account = accounts.get(accountNumber);
      nextId += 1;
      const tx: SimulatedTransaction = {
        id: nextId,
        provider: 'paystack',
        reference: `T${randomBytes(8).toString('hex')}`,
        amountKobo,
        status: 'success',
        email: account?.email ?? 'unknown@payer.test',
        channel: 'dedicated_nuban',
        paidAt: new Date().toISOString(),
        accountNumber,
        customerCode: account?.customerCode ?? null,
      };
      transactions.set(`paystack:${tx.reference}`, tx);
      const sent = webhook === false ? [] : await sendWebhook(tx, webhook);
      return { transaction: tx, deliveries: sent };
    },
    sendWebhook,
    /** Delivers the held webhooks, in the order held or reversed. */
    async releaseHeld(order: 'as-held' | 'reversed' = 'as-held') {
      const batch = held.splice(0, held.length);
      if (order === 'reversed') batch.reverse();
      const sent: Delivery[] = [];
      for (const item of batch) sent.push(await deliverOnce(item.provider, item.reference, item));
      return sent;
    },
    /** What the simulator holds as paid, in kobo: the sum the portal's ledger must equal. */
    paidKobo(provider?: SimulatedProvider) {
      let sum = 0;
      for (const tx of transactions.values()) {
        if (tx.status === 'success' && (!provider || tx.provider === provider)) sum += tx.amountKobo;
      }
      return sum;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PaymentGatewaySimulator = Awaited<ReturnType<typeof startPaymentGatewaySimulator>>;

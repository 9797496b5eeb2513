import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the SMS and WhatsApp providers, speaking their documented HTTP APIs: the
 * portal's real adapters send to them, and they post delivery reports and inbound messages back
 * the way the providers do (Termii signs its webhook; Africa's Talking posts forms to an address).
 */

/** ok: accept; down: 503 for every send; throttle: 429 with Retry-After. */
export type ProviderMode = 'ok' | 'down' | 'throttle';

export interface SimulatedSend {
  /** The provider's id, which its callbacks name. */
  messageId: string;
  to: string;
  from: string;
  text: string;
  channel: string;
  receivedAt: number;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const answer = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Posts a callback and returns the portal's status (0 when it could not be reached). */
async function post(url: string, body: string, headers: Record<string, string>) {
  try {
    const response = await fetch(url, { method: 'POST', body, headers });
    await response.text();
    return response.status;
  } catch {
    return 0;
  }
}

interface Common {
  /** Seconds a 429 asks the caller to wait. */
  retryAfterSeconds?: number;
  /** Post a delivery report for each accepted message at once (the bench's delivered count). */
  autoDeliver?: boolean;
}

/**
 * Termii: POST /api/sms/send (JSON with api_key) answers { message_id, message, balance, user };
 * the webhook gets JSON signed with X-Termii-Signature, the HMAC-SHA512 of the body with the
 * account's secret key.
 */
export async function startTermiiSimulator(options: Common & { apiKey: string; secretKey: string }) {
  const sent: SimulatedSend[] = [];
  const rejected: { status: number; body: unknown }[] = [];
  const state = { mode: 'ok' as ProviderMode, webhookUrl: '', balance: 1_000_000 };
  const callbacks: Promise<number>[] = [];

  async function signedPost(payload: Record<string, unknown>, secret = options.secretKey) {
    const body = JSON.stringify(payload);
    const signature = createHmac('sha512', secret).update(body).digest('hex');
    return post(state.webhookUrl, body, {
      'content-type': 'application/json',
      'x-termii-signature': signature,
    });
  }

  /** A delivery report as Termii sends it ('DELIVERED | Message delivered to handset', 'Message Failed' …). */
  const report = (message: SimulatedSend, status: string, secret?: string) =>
    signedPost(
      {
        type: 'outbound',
        id: randomUUID(),
        message_id: message.messageId,
        receiver: message.to,
        sender: message.from,
        message: message.text,
        sent_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
        cost: '2.5',
        status,
        channel: message.channel,
      },
      secret,
    );

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/api/sms/send')
      return answer(response, 404, { message: 'Not found' });
    if (state.mode === 'down') return answer(response, 503, { message: 'Service Unavailable' });
    if (state.mode === 'throttle')
      return answer(
        response,
        429,
        { message: 'Too Many Requests' },
        { 'retry-after': String(options.retryAfterSeconds ?? 2) },
      );
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return answer(response, 400, { message: 'Invalid JSON' });
    }
    if (body.api_key !== options.apiKey) {
      rejected.push({ status: 401, body });
      return answer(response, 401, { message: 'Invalid API key' });
    }
    const to = String(body.to ?? '');
    const text = String(body.sms ?? '');
    const channel = String(body.channel ?? '');
    if (!/^\d{10,15}$/.test(to) || !text || !body.from || !['dnd', 'generic', 'whatsapp'].includes(channel)) {
      rejected.push({ status: 400, body });
      return answer(response, 400, { message: 'Invalid phone number or message' });
    }
    const message: SimulatedSend = {
      messageId: String(Date.now()) + String(sent.length).padStart(6, '0'),
      to,
      from: String(body.from),
      text,
      channel,
      receivedAt: performance.now(),
    };
    sent.push(message);
    state.balance -= 1;
    answer(response, 200, {
      message_id: message.messageId,
      message: 'Successfully Sent',
      balance: state.balance,
      user: 'School',
    });
    if (options.autoDeliver) callbacks.push(report(message, 'DELIVERED | Message delivered to handset'));
  });
  const url = await listen(server);
  return {
    url,
    sent,
    rejected,
    setMode: (mode: ProviderMode) => {
      state.mode = mode;
    },
    /** Where the webhook posts: the portal's /api/messaging/termii/events. */
    setWebhook: (webhookUrl: string) => {
      state.webhookUrl = webhookUrl;
    },
    report,
    /** An SMS or WhatsApp reply from a phone, e.g. 'STOP'. */
    inbound: (from: string, text: string, channel: 'generic' | 'whatsapp' = 'generic') =>
      signedPost({
        type: 'inbound',
        id: randomUUID(),
        message_id: randomUUID(),
        receiver: 'School',
        sender: from,
        message: text,
        received_at: new Date().toISOString(),
        cost: null,
        status: 'Received',
        channel,
      }),
    /** Any payload, signed with the given secret (a forger's, for tests). */
    signedPost,
    /** Waits for the delivery reports posted so far. */
    settled: () => Promise.all(callbacks),
    close: () => closeServer(server),
  };
}

/**
 * Africa's Talking: POST /version1/messaging (form-encoded; apiKey header; username) answers 201
 * with SMSMessageData.Recipients; delivery reports and incoming messages are posted as forms to
 * the addresses set in the dashboard (unsigned).
 */
export async function startAfricasTalkingSimulator(options: Common & { username: string; apiKey: string }) {
  const sent: SimulatedSend[] = [];
  const state = { mode: 'ok' as ProviderMode, deliveryUrl: '', inboundUrl: '' };
  /** Numbers that replied STOP at the network: Africa's Talking answers 406 UserInBlacklist. */
  const blacklist = new Set<string>();
  const callbacks: Promise<number>[] = [];
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  const report = (message: SimulatedSend, status: string, failureReason?: string) =>
    post(
      state.deliveryUrl,
      new URLSearchParams({
        id: message.messageId,
        status,
        phoneNumber: message.to,
        networkCode: '62130',
        retryCount: '0',
        ...(failureReason ? { failureReason } : {}),
      }).toString(),
      form,
    );

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/version1/messaging')
      return answer(response, 404, 'Not found');
    if (state.mode === 'down') return answer(response, 503, 'Service Unavailable');
    if (state.mode === 'throttle')
      return answer(response, 429, 'Too Many Requests', {
        'retry-after': String(options.retryAfterSeconds ?? 2),
      });
    const body = new URLSearchParams(raw);
    if (request.headers.apikey !== options.apiKey || body.get('username') !== options.username)
      return answer(response, 401, 'The supplied authentication is invalid');
    const to = body.get('to') ?? '';
    const text = body.get('message') ?? '';
    if (!text) return answer(response, 400, 'Missing message');
    const recipient = (statusCode: number, status: string, messageId = 'None', cost = '0') => ({
      statusCode,
      number: to,
      status,
      cost,
      messageId,
    });
    let result: ReturnType<typeof recipient>;
    if (!/^\+\d{10,15}$/.test(to)) result = recipient(403, 'InvalidPhoneNumber');
    else if (blacklist.has(to)) result = recipient(406, 'UserInBlacklist');
    else {
      const message: SimulatedSend = {
        messageId: `ATXid_${randomUUID().replace(/-/g, '')}`,
        to,
        from: body.get('from') ?? 'AFRICASTKNG',
        text,
        channel: 'sms',
        receivedAt: performance.now(),
      };
      sent.push(message);
      result = recipient(101, 'Success', message.messageId, 'NGN 2.2000');
      if (options.autoDeliver) queueMicrotask(() => callbacks.push(report(message, 'Success')));
    }
    answer(response, 201, {
      SMSMessageData: {
        Message:
          result.statusCode === 101 ? 'Sent to 1/1 Total Cost: NGN 2.2000' : 'Sent to 0/1 Total Cost: 0',
        Recipients: [result],
      },
    });
  });
  const url = await listen(server);
  return {
    url,
    sent,
    blacklist,
    setMode: (mode: ProviderMode) => {
      state.mode = mode;
    },
    setCallbacks: (urls: { deliveryUrl: string; inboundUrl: string }) => {
      state.deliveryUrl = urls.deliveryUrl;
      state.inboundUrl = urls.inboundUrl;
    },
    report,
    /** An SMS from a phone to the school's shortcode, e.g. 'STOP'. */
    inbound: (from: string, text: string) =>
      post(
        state.inboundUrl,
        new URLSearchParams({
          from,
          to: '12345',
          text,
          date: new Date().toISOString(),
          id: randomUUID(),
          linkId: randomUUID(),
        }).toString(),
        form,
      ),
    settled: () => Promise.all(callbacks),
    close: () => closeServer(server),
  };
}

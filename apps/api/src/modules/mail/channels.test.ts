import {
  startAfricasTalkingSimulator,
  startSmtpListener,
  startTermiiSimulator,
  uniquePhone,
} from '@intake/test-kit';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, apply, staffHeaders } from '../../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../../test/test-app.ts';
import type { Env } from '../../config.ts';
import { loadConfig } from '../../config.ts';
import {
  auditLog,
  mailOutbox,
  messageConsents,
  messageEvents,
  undeliverableAddresses,
  users,
} from '../../db/schema/index.ts';
import { renderMail } from '../../mail/templates/layout.ts';
import { recordConsent } from '../messaging/messaging.service.ts';
import { phoneTransports } from '../messaging/phone-transports.ts';
import { queueMail } from './mail.service.ts';
import { MailWorker } from './mail.worker.ts';

// The worker's database is migrated once, on first use: not inside the first test's time.
beforeAll(() => getTestDatabase(), 120_000);

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

const TERMII = { apiKey: 'termii-test-key', secretKey: 'termii-webhook-secret' };
const AT = { username: 'school', apiKey: 'at-test-key', secret: 'at-callback-secret-0123456789abcdef' };

/** A portal listening on loopback (the simulators post their callbacks to it over HTTP). */
async function listeningApp(env: Partial<Record<keyof Env, string>>) {
  const app = await buildTestApp(env);
  closers.push(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, base: `http://127.0.0.1:${port}` };
}

async function withTermii(options: { autoDeliver?: boolean; retryAfterSeconds?: number } = {}) {
  const termii = await startTermiiSimulator({ ...TERMII, ...options });
  closers.push(termii.close);
  const { app, base } = await listeningApp({
    SMS_PROVIDER: 'termii',
    WHATSAPP_PROVIDER: 'termii',
    TERMII_BASE_URL: termii.url,
    TERMII_API_KEY: TERMII.apiKey,
    TERMII_SECRET_KEY: TERMII.secretKey,
    TERMII_SENDER_ID: 'LagosCode',
    TERMII_WHATSAPP_FROM: '2348000000000',
  });
  termii.setWebhook(`${base}/api/messaging/termii/events`);
  return { app, termii, base };
}

async function withAfricasTalking(options: { retryAfterSeconds?: number } = {}) {
  const at = await startAfricasTalkingSimulator({ username: AT.username, apiKey: AT.apiKey, ...options });
  closers.push(at.close);
  const { app, base } = await listeningApp({
    SMS_PROVIDER: 'africastalking',
    AFRICASTALKING_BASE_URL: at.url,
    AFRICASTALKING_USERNAME: AT.username,
    AFRICASTALKING_API_KEY: AT.apiKey,
    AFRICASTALKING_CALLBACK_SECRET: AT.secret,
  });
  at.setCallbacks({
    deliveryUrl: `${base}/api/messaging/africastalking/${AT.secret}/delivery`,
    inboundUrl: `${base}/api/messaging/africastalking/${AT.secret}/inbound`,
  });
  return { app, at, base };
}

/** An applicant with a phone of their own who accepted the given channels. */
async function applicant(app: FastifyInstance, accepted: ('sms' | 'whatsapp')[] = ['sms']) {
  const phone = uniquePhone();
  const { body } = await apply(app, { phone });
  const [user] = await app.db.select().from(users).where(eq(users.email, body.email));
  if (!user) throw new Error('no applicant');
  for (const channel of accepted)
    await recordConsent(
      app.db,
      { userId: user.id, phone, dialCode: '+234' },
      { channel, accepted: true },
      'Lagos Code',
    );
  // The create-password mail of applying is not this test's.
  await app.db.delete(mailOutbox).where(eq(mailOutbox.userId, user.id));
  return { userId: user.id, email: body.email, e164: `+234${phone}` };
}

const offerMail = (to: { userId: string; email: string }, kind = 'admission-offer') =>
  ({
    kind,
    to: to.email,
    userId: to.userId,
    rendered: renderMail({
      subject: 'Your offer',
      greeting: 'Hello',
      paragraphs: ['You are admitted.'],
      action: { label: 'Answer', url: 'http://portal.test/offer/abc123' },
    }),
  }) as const;

const rowsOf = (app: FastifyInstance, userId: string) =>
  app.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId)).orderBy(mailOutbox.id);

/** A person's SMS row: its status, last error and the seconds until its next try. */
const smsRetryOf = async (app: FastifyInstance, userId: string) => {
  const [row] = await app.db
    .select({
      status: mailOutbox.status,
      lastError: mailOutbox.lastError,
      wait: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float`,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.channel, 'sms')));
  return row;
};

/** Retries wait for their backoff; bring them forward instead of waiting. */
const dueNow = (app: FastifyInstance, userId: string) =>
  app.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.userId, userId));

describe('routing a message to the channels an applicant accepted', () => {
  it('writes an important message by e-mail and, as its short text, by each accepted channel', async () => {
    const { app } = await withTermii();
    const both = await applicant(app, ['sms', 'whatsapp']);
    const none = await applicant(app, []);
    await queueMail(app.db, offerMail(both));
    await queueMail(app.db, offerMail(none));
    const rows = await rowsOf(app, both.userId);
    expect(rows.map((r) => r.channel)).toEqual(['email', 'sms', 'whatsapp']);
    const sms = rows[1];
    expect(sms?.toAddress).toBe(both.e164);
    // The school's name (as saved on this shared database), the line, the e-mail's one link, the way out.
    expect(sms?.text).toMatch(
      /^.+: you have an offer of admission\. Answer: http:\/\/portal\.test\/offer\/abc123 Reply STOP to opt out\.$/,
    );
    expect(sms?.units).toBe(1);
    expect(rows[2]?.text).not.toContain('STOP');
    expect((await rowsOf(app, none.userId)).map((r) => r.channel)).toEqual(['email']);
  });

  it('sends the other types by e-mail only, and writes nothing on any channel when the action rolls back', async () => {
    const { app } = await withTermii();
    const person = await applicant(app, ['sms']);
    await queueMail(app.db, { ...offerMail(person), kind: 'reset-password' });
    expect((await rowsOf(app, person.userId)).map((r) => r.channel)).toEqual(['email']);
    await expect(
      app.db.transaction(async (tx) => {
        await queueMail(tx, offerMail(person));
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await rowsOf(app, person.userId)).toHaveLength(1);
  });

  it('lets only an admin change a type’s channels, and routes by the change', async () => {
    const { app } = await withTermii();
    const admin = await adminHeaders(app);
    const person = await applicant(app, ['sms', 'whatsapp']);
    const routing = await app.inject({ method: 'GET', url: '/api/admin/message-routing', headers: admin });
    expect(routing.statusCode).toBe(200);
    expect(routing.json().routes).toContainEqual({
      kind: 'admission-offer',
      important: true,
      channels: ['sms', 'whatsapp'],
      isDefault: true,
    });
    const elderHeaders = await staffHeaders(app, 'ELDER');
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/message-routing/reset-password',
      headers: elderHeaders,
      payload: { channels: ['sms'] },
    });
    expect(refused.statusCode).toBe(403);
    for (const payload of [{ channels: ['sms', 'sms'] }, { channels: ['email'] }, {}]) {
      const bad = await app.inject({
        method: 'PUT',
        url: '/api/admin/message-routing/reset-password',
        headers: admin,
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/admin/message-routing/no-such-type',
      headers: admin,
      payload: { channels: [] },
    });
    expect(unknown.statusCode).toBe(400);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/message-routing/reset-password',
      headers: admin,
      payload: { channels: ['whatsapp'] },
    });
    expect(saved.json()).toEqual({
      kind: 'reset-password',
      important: false,
      channels: ['whatsapp'],
      isDefault: false,
    });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'MESSAGE_ROUTE_CHANGED'), eq(auditLog.subject, 'reset-password')))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit?.details).toEqual({ before: [], after: ['whatsapp'] });
    await queueMail(app.db, { ...offerMail(person), kind: 'reset-password' });
    expect((await rowsOf(app, person.userId)).map((r) => r.channel)).toEqual(['email', 'whatsapp']);
    // Back to the default for the next test on this database.
    await app.inject({
      method: 'PUT',
      url: '/api/admin/message-routing/reset-password',
      headers: admin,
      payload: { channels: [] },
    });
  });

  it('no longer counts an opt-in given for a number the applicant has since changed', async () => {
    const { app } = await withTermii();
    const person = await applicant(app, ['sms']);
    await app.db.update(users).set({ phone: uniquePhone() }).where(eq(users.id, person.userId));
    await queueMail(app.db, offerMail(person));
    expect((await rowsOf(app, person.userId)).map((r) => r.channel)).toEqual(['email']);
  });
});

describe('Termii', () => {
  it('sends SMS and WhatsApp through the API and records each delivery report forward only', async () => {
    const { app, termii } = await withTermii();
    const person = await applicant(app, ['sms', 'whatsapp']);
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    const toMe = termii.sent.filter((m) => m.to === person.e164.slice(1));
    expect(toMe.map((m) => [m.channel, m.from])).toEqual(
      expect.arrayContaining([
        ['dnd', 'LagosCode'],
        ['whatsapp', '2348000000000'],
      ]),
    );
    const sms = toMe.find((m) => m.channel === 'dnd');
    if (!sms) throw new Error('no SMS');
    const row = async () =>
      (await rowsOf(app, person.userId)).find((r) => r.providerMessageId === sms.messageId);
    expect((await row())?.status).toBe('sent');
    expect((await row())?.providerStatus).toBe('Successfully Sent');

    expect(await termii.report(sms, 'DELIVERED | Message delivered to handset')).toBe(200);
    expect(await termii.report(sms, 'DELIVERED | Message delivered to handset')).toBe(200);
    expect(await termii.report(sms, 'Message Sent')).toBe(200);
    expect(await termii.report(sms, 'Message Failed')).toBe(200);
    const delivered = await row();
    expect(delivered?.status).toBe('delivered');
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    expect(delivered?.failedAt).toBeNull();
    expect(delivered?.cost).toBe('2.5');
    const events = await app.db
      .select()
      .from(messageEvents)
      .where(eq(messageEvents.providerMessageId, sms.messageId))
      .orderBy(messageEvents.id);
    expect(events.map((e) => [e.status, e.applied])).toEqual([
      ['delivered', true],
      ['delivered', false],
      ['sent', false],
      ['failed', false],
    ]);
  });

  it('refuses a report without Termii’s signature and stores nothing of it', async () => {
    const { app, termii, base } = await withTermii();
    const forged = await termii.signedPost(
      { type: 'outbound', message_id: 'forged-1', status: 'DELIVERED' },
      'not-the-secret',
    );
    expect(forged).toBe(401);
    const unsigned = await fetch(`${base}/api/messaging/termii/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'outbound', message_id: 'forged-2', status: 'DELIVERED' }),
    });
    expect(unsigned.status).toBe(401);
    expect(((await unsigned.json()) as { code: string }).code).toBe('CALLBACK_REFUSED');
    const stored = await app.db
      .select()
      .from(messageEvents)
      .where(sql`${messageEvents.providerMessageId} in ('forged-1', 'forged-2')`);
    expect(stored).toEqual([]);
  });

  it('checks Termii’s signature whatever the content type: an unsigned form changes nothing', async () => {
    const { app, termii, base } = await withTermii();
    const person = await applicant(app, ['sms']);
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    const [, sms] = await rowsOf(app, person.userId);
    const sent = termii.sent.find((m) => m.to === person.e164.slice(1));
    if (!sms || !sent) throw new Error('not sent');
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/messaging/termii/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    const stop = await form({ type: 'inbound', sender: person.e164.slice(1), message: 'STOP' });
    expect(stop.status).toBe(401);
    expect(((await stop.json()) as { code: string }).code).toBe('CALLBACK_REFUSED');
    const delivered = await form({ type: 'outbound', message_id: sent.messageId, status: 'DELIVERED' });
    expect(delivered.status).toBe(401);
    // Even signed, a form is not what Termii sends: refused, not read.
    const body = new URLSearchParams({ type: 'outbound', message_id: sent.messageId, status: 'DELIVERED' });
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha512', TERMII.secretKey).update(body.toString()).digest('hex');
    const signedForm = await form(Object.fromEntries(body), { 'x-termii-signature': signature });
    expect(signedForm.status).toBe(415);

    expect((await rowsOf(app, person.userId)).find((r) => r.channel === 'sms')?.status).toBe('sent');
    const consents = await app.db
      .select()
      .from(messageConsents)
      .where(and(eq(messageConsents.userId, person.userId), eq(messageConsents.accepted, false)));
    expect(consents).toEqual([]);
    const stored = await app.db
      .select()
      .from(messageEvents)
      .where(
        sql`${messageEvents.providerMessageId} = ${sent.messageId} or ${messageEvents.payload}->>'sender' = ${person.e164.slice(1)}`,
      );
    expect(stored).toEqual([]);
  });

  it('answers a signed body that is not JSON with 400, not 500', async () => {
    const { base } = await withTermii();
    const body = '{"type": "outbound", "message_id": ';
    const { createHmac } = await import('node:crypto');
    const response = await fetch(`${base}/api/messaging/termii/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-termii-signature': createHmac('sha512', TERMII.secretKey).update(body).digest('hex'),
      },
      body,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
  });

  it('applies a report that arrives before the send is recorded', async () => {
    const { app, termii } = await withTermii({ autoDeliver: true });
    const person = await applicant(app, ['sms']);
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    await termii.settled();
    const [, sms] = await rowsOf(app, person.userId);
    expect(sms?.status).toBe('delivered');
  });

  it('keeps messages while Termii is down and sends each once when it is back', async () => {
    const { app, termii } = await withTermii();
    const person = await applicant(app, ['sms', 'whatsapp']);
    termii.setMode('down');
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    const waiting = (await rowsOf(app, person.userId)).filter((r) => r.channel !== 'email');
    expect(
      waiting.every((r) => r.status === 'pending' && r.attempts === 1 && r.lastError?.includes('503')),
    ).toBe(true);
    termii.setMode('ok');
    await dueNow(app, person.userId);
    await app.mailWorker.drain();
    await app.mailWorker.drain();
    expect(termii.sent.filter((m) => m.to === person.e164.slice(1))).toHaveLength(2);
    const sent = (await rowsOf(app, person.userId)).filter((r) => r.channel !== 'email');
    expect(sent.every((r) => r.status === 'sent' && r.attempts === 2)).toBe(true);
  });

  it('waits as long as a 429’s Retry-After asks', async () => {
    const { app, termii } = await withTermii({ retryAfterSeconds: 120 });
    const person = await applicant(app, ['sms']);
    termii.setMode('throttle');
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    const row = await smsRetryOf(app, person.userId);
    expect(row?.status).toBe('pending');
    expect(row?.wait).toBeGreaterThan(110);
    expect(row?.wait).toBeLessThanOrEqual(120);
  });

  it('opts a number out of SMS on a STOP reply, recorded, and holds back what waits for it', async () => {
    const { app, termii } = await withTermii();
    const person = await applicant(app, ['sms', 'whatsapp']);
    termii.setMode('down');
    await queueMail(app.db, offerMail(person));
    expect(await termii.inbound(person.e164.slice(1), ' stop ')).toBe(200);
    const [consent] = await app.db
      .select()
      .from(messageConsents)
      .where(and(eq(messageConsents.userId, person.userId), eq(messageConsents.channel, 'sms')))
      .orderBy(sql`${messageConsents.id} desc`)
      .limit(1);
    expect(consent).toMatchObject({ accepted: false, source: 'stop-reply', phone: person.e164 });
    const rows = await rowsOf(app, person.userId);
    expect(rows.find((r) => r.channel === 'sms')?.status).toBe('skipped');
    expect(rows.find((r) => r.channel === 'whatsapp')?.status).toBe('pending');
    await queueMail(app.db, offerMail(person));
    const after = await rowsOf(app, person.userId);
    expect(after.filter((r) => r.channel === 'sms')).toHaveLength(1);
    expect(after.filter((r) => r.channel === 'whatsapp')).toHaveLength(2);
  });

  it('opts a number out of WhatsApp only on a STOP sent on WhatsApp', async () => {
    const { app, termii } = await withTermii();
    const person = await applicant(app, ['sms', 'whatsapp']);
    termii.setMode('down');
    await queueMail(app.db, offerMail(person));
    expect(await termii.inbound(person.e164.slice(1), 'Stop', 'whatsapp')).toBe(200);
    const latest = await app.db
      .selectDistinctOn([messageConsents.channel], {
        channel: messageConsents.channel,
        accepted: messageConsents.accepted,
        source: messageConsents.source,
        wording: messageConsents.wording,
      })
      .from(messageConsents)
      .where(eq(messageConsents.userId, person.userId))
      .orderBy(messageConsents.channel, sql`${messageConsents.id} desc`);
    expect(latest).toEqual([
      expect.objectContaining({ channel: 'sms', accepted: true, source: 'applicant' }),
      {
        channel: 'whatsapp',
        accepted: false,
        source: 'stop-reply',
        wording: 'Opted out by replying STOP on WhatsApp.',
      },
    ]);
    const rows = await rowsOf(app, person.userId);
    expect(rows.find((r) => r.channel === 'whatsapp')?.status).toBe('skipped');
    expect(rows.find((r) => r.channel === 'sms')?.status).toBe('pending');
    termii.setMode('ok');
    await dueNow(app, person.userId);
    await app.mailWorker.drain();
    expect(termii.sent.filter((m) => m.to === person.e164.slice(1)).map((m) => m.channel)).toEqual(['dnd']);
  });

  it('erases an applicant’s consents, their STOP reply and their phone messages with them', async () => {
    const { app, termii } = await withTermii();
    const admin = await adminHeaders(app);
    const person = await applicant(app, ['sms', 'whatsapp']);
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    expect(await termii.inbound(person.e164.slice(1), 'STOP')).toBe(200);
    const erased = await app.inject({
      method: 'DELETE',
      url: `/api/admin/applicant/${encodeURIComponent(person.email)}`,
      headers: admin,
      payload: { reason: 'asked to be forgotten' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      await app.db.select().from(messageConsents).where(eq(messageConsents.userId, person.userId)),
    ).toEqual([]);
    expect(await rowsOf(app, person.userId)).toEqual([]);
    const replies = await app.db
      .select()
      .from(messageEvents)
      .where(sql`${messageEvents.payload}->>'sender' = ${person.e164.slice(1)}`);
    expect(replies).toEqual([]);
  });

  it('sends each message once when two workers drain the same outbox', async () => {
    const { app, termii } = await withTermii();
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => applicant(app, ['sms'])));
    for (const person of people) await queueMail(app.db, offerMail(person));
    const second = new MailWorker(
      app.db,
      {
        email: { send: async () => ({ provider: 'smtp' }), close: () => undefined },
        phone: phoneTransports(app.config),
        onBounce: async () => undefined,
      },
      app.log,
      async () => ({ name: 'School', address: 'school@intake.test' }),
    );
    await Promise.all([app.mailWorker.drain(), second.drain(), app.mailWorker.drain(), second.drain()]);
    for (const person of people)
      expect(termii.sent.filter((m) => m.to === person.e164.slice(1))).toHaveLength(1);
  });
});

describe("Africa's Talking", () => {
  it('sends by the form API, and takes delivery reports only at the secret address', async () => {
    const { app, at, base } = await withAfricasTalking();
    const person = await applicant(app, ['sms']);
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    const sent = at.sent.find((m) => m.to === person.e164);
    if (!sent) throw new Error('not sent');
    expect(sent.text).toContain('Reply STOP to opt out.');
    const wrong = await fetch(`${base}/api/messaging/africastalking/not-the-secret-at-all-0000000/delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: sent.messageId, status: 'Failed' }).toString(),
    });
    expect(wrong.status).toBe(401);
    expect(await at.report(sent, 'Buffered')).toBe(200);
    expect(await at.report(sent, 'Failed', 'UserInBlacklist')).toBe(200);
    expect(await at.report(sent, 'Success')).toBe(200);
    const [, sms] = await rowsOf(app, person.userId);
    expect(sms).toMatchObject({
      status: 'failed',
      providerStatus: 'Failed: UserInBlacklist',
      cost: 'NGN 2.2000',
    });
  });

  it('keeps a message while Africa’s Talking is down and sends it once when it is back', async () => {
    const { app, at } = await withAfricasTalking();
    const person = await applicant(app, ['sms']);
    at.setMode('down');
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    const waiting = (await rowsOf(app, person.userId)).find((r) => r.channel === 'sms');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('503');
    expect(at.sent.filter((m) => m.to === person.e164)).toHaveLength(0);
    at.setMode('ok');
    await dueNow(app, person.userId);
    await app.mailWorker.drain();
    await dueNow(app, person.userId);
    await app.mailWorker.drain();
    const sent = at.sent.filter((m) => m.to === person.e164);
    expect(sent).toHaveLength(1);
    expect(await at.report(sent[0] as (typeof sent)[number], 'Success')).toBe(200);
    const sms = (await rowsOf(app, person.userId)).find((r) => r.channel === 'sms');
    expect(sms).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('waits as long as Africa’s Talking’s 429 Retry-After asks', async () => {
    const { app, at } = await withAfricasTalking({ retryAfterSeconds: 90 });
    const person = await applicant(app, ['sms']);
    at.setMode('throttle');
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    const row = await smsRetryOf(app, person.userId);
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toContain('429');
    expect(row?.wait).toBeGreaterThan(80);
    expect(row?.wait).toBeLessThanOrEqual(90);
  });

  it('fails a message the provider refuses for good, with its reason, and honours a STOP', async () => {
    const { app, at } = await withAfricasTalking();
    const blocked = await applicant(app, ['sms']);
    at.blacklist.add(blocked.e164);
    await queueMail(app.db, offerMail(blocked));
    await app.mailWorker.drain();
    const [, failed] = await rowsOf(app, blocked.userId);
    expect(failed).toMatchObject({ status: 'failed', lastError: 'africastalking 406 UserInBlacklist' });

    const person = await applicant(app, ['sms']);
    expect(await at.inbound(person.e164, 'STOP')).toBe(200);
    await queueMail(app.db, offerMail(person));
    expect((await rowsOf(app, person.userId)).map((r) => r.channel)).toEqual(['email']);
  });
});

describe('without a provider', () => {
  it('writes SMS to the data folder and lists them beside the mailbox', async () => {
    const app = await buildTestApp();
    closers.push(() => app.close());
    const person = await applicant(app, ['sms']);
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    const { readdir, readFile } = await import('node:fs/promises');
    const folder = `${app.config.dataDir}/messages`;
    const files = await readdir(folder);
    const contents = await Promise.all(files.map((f) => readFile(`${folder}/${f}`, 'utf8')));
    expect(
      contents.some((c) => c.includes(person.e164) && c.includes('http://portal.test/offer/abc123')),
    ).toBe(true);
    const list = await app.inject({ method: 'GET', url: '/dev/mailbox?format=json&channel=phone' });
    expect(list.json().some((m: { toAddress: string }) => m.toAddress === person.e164)).toBe(true);
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain(person.e164);
  });

  it('answers a callback for a provider not in use with 404', async () => {
    const app = await buildTestApp();
    closers.push(() => app.close());
    const response = await app.inject({
      method: 'POST',
      url: '/api/messaging/termii/events',
      payload: { type: 'outbound', message_id: '1', status: 'DELIVERED' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a permanent bounce', () => {
  it('holds back e-mail to an address that bounced, whatever its case', async () => {
    const app = await buildTestApp();
    closers.push(() => app.close());
    const person = await applicant(app, []);
    const [local, domain] = person.email.split('@');
    await app.db
      .insert(undeliverableAddresses)
      .values({ address: `${local?.toUpperCase()}@${domain?.toUpperCase()}`, reason: '550 no such user' });
    await queueMail(app.db, offerMail(person, 'reset-password'));
    const [email] = await rowsOf(app, person.userId);
    expect(email).toMatchObject({ channel: 'email', status: 'skipped' });
    expect(email?.lastError).toMatch(/undeliverable/);
  });

  it('marks the address undeliverable and sends the important messages by SMS instead', async () => {
    const smtp = await startSmtpListener(0, { bounce: (address) => address.startsWith('bounce') });
    closers.push(smtp.close);
    const app = await buildTestApp({ SMTP_URL: smtp.url });
    closers.push(() => app.close());
    const person = await applicant(app, []);
    const address = `bounce-${person.email}`;
    await app.db.update(users).set({ email: address }).where(eq(users.id, person.userId));
    const phone = (await app.db.select().from(users).where(eq(users.id, person.userId)))[0]?.phone as string;
    await recordConsent(
      app.db,
      { userId: person.userId, phone, dialCode: '+234' },
      { channel: 'sms', accepted: true },
      'X',
    );
    // Routed to e-mail only: SMS comes in when the address bounces.
    const admin = await adminHeaders(app);
    await app.inject({
      method: 'PUT',
      url: '/api/admin/message-routing/admission-offer',
      headers: admin,
      payload: { channels: [] },
    });
    try {
      await queueMail(app.db, { ...offerMail(person), to: address });
      expect((await rowsOf(app, person.userId)).map((r) => r.channel)).toEqual(['email']);
      await app.mailWorker.drain();
      await app.mailWorker.drain();
      const rows = await rowsOf(app, person.userId);
      expect(rows.map((r) => [r.channel, r.status])).toEqual([
        ['email', 'failed'],
        ['sms', 'sent'],
      ]);
      expect(rows[0]?.lastError).toMatch(/550/);
      const [marked] = await app.db
        .select()
        .from(undeliverableAddresses)
        .where(eq(undeliverableAddresses.address, address));
      expect(marked?.reason).toMatch(/550/);
      await queueMail(app.db, { ...offerMail(person), to: address });
      const next = (await rowsOf(app, person.userId)).slice(2);
      expect(next.map((r) => [r.channel, r.status])).toEqual([
        ['email', 'skipped'],
        ['sms', 'pending'],
      ]);
    } finally {
      await app.inject({
        method: 'PUT',
        url: '/api/admin/message-routing/admission-offer',
        headers: admin,
        payload: { channels: ['sms', 'whatsapp'] },
      });
    }
  });

  it('keeps the SMTP server’s answer of a sent e-mail', async () => {
    const smtp = await startSmtpListener();
    closers.push(smtp.close);
    const app = await buildTestApp({ SMTP_URL: smtp.url });
    closers.push(() => app.close());
    const person = await applicant(app, []);
    await queueMail(app.db, offerMail(person));
    await app.mailWorker.drain();
    const [email] = await rowsOf(app, person.userId);
    expect(email).toMatchObject({ status: 'sent', provider: 'smtp' });
    expect(email?.providerStatus).toMatch(/^250 /);
  });
});

describe('settings', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/intake-config-test' };
  it('refuses to start with a provider but not its keys', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'termii' })).toThrow(/TERMII_API_KEY/);
    expect(() =>
      loadConfig({ ...base, SMS_PROVIDER: 'africastalking', AFRICASTALKING_USERNAME: 'x' }),
    ).toThrow(/AFRICASTALKING_API_KEY/);
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.school.test',
        PUBLIC_URL: 'https://portal.school.test',
        JWT_SECRET: 'Zq8vN2xR7mK4pL9sT3wY6bC1dF5gH0jA',
        SMS_PROVIDER: 'termii',
        TERMII_API_KEY: 'k',
        TERMII_SENDER_ID: 'School',
      }),
    ).toThrow(/TERMII_SECRET_KEY/);
  });
});

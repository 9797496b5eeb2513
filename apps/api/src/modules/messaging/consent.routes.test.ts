import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { uniquePhone } from '@intake/test-kit';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  bearer,
  linkTokenMailedTo,
  logIn,
  queueOfferMessage,
  setPassword,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { mailOutbox, messageConsents, phoneConfirmations, users } from '../../db/schema/index.ts';
import { answerMessageConsent, getMyMessageConsents } from './consent.service.ts';

const URL = '/api/applicant/messageConsents';
type Headers = Record<string, string>;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SCHOOL_NAME: 'Lagos Code School' });
});
afterAll(() => app.close());

/** An applicant signed in, with a phone of their own. */
async function applicant() {
  const phone = uniquePhone();
  const { body } = await apply(app, { phone });
  await setPassword(app, await linkTokenMailedTo(app, body.email), 'correct horse battery');
  const login = await logIn(app, body.email, 'correct horse battery');
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  if (!user) throw new Error('no applicant');
  return { userId: user.id, email: body.email, e164: `+234${phone}`, auth: bearer(login.json().accessToken) };
}

const call = (auth: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const sendCode = (auth: Headers) => call(auth, 'POST', `${URL}/phoneCode`);
const confirm = (auth: Headers, code: string) => call(auth, 'POST', `${URL}/phoneCode/confirm`, { code });
const answer = (auth: Headers, channel: 'sms' | 'whatsapp', accepted: boolean) =>
  call(auth, 'PUT', URL, { channel, accepted });

const codeRows = (userId: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, 'phone-code')))
    .orderBy(desc(mailOutbox.id));

/** The code in the newest SMS the person was sent. */
async function codeSentTo(userId: string) {
  const [row] = await codeRows(userId);
  const code = row?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code sent');
  return code;
}

/** Another code within the limits: the last one is moved back past the one-a-minute wait. */
const lastCodeAMinuteAgo = (userId: string) =>
  app.db
    .update(phoneConfirmations)
    .set({ sentAt: sql`${phoneConfirmations.sentAt} - interval '61 seconds'` })
    .where(eq(phoneConfirmations.userId, userId));

async function confirmedApplicant() {
  const person = await applicant();
  expect((await sendCode(person.auth)).statusCode).toBe(200);
  expect((await confirm(person.auth, await codeSentTo(person.userId))).statusCode).toBe(200);
  return person;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the applicant’s channels', () => {
  it('starts with e-mail only, the phone not confirmed, and the words to agree to', async () => {
    const person = await applicant();
    const res = await call(person.auth, 'GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      phone: person.e164,
      phoneConfirmed: false,
      timeZone: app.config.timeZone,
      channels: [
        {
          channel: 'sms',
          accepted: false,
          recordedAt: null,
          answeredFor: null,
          wording: expect.stringContaining('Lagos Code School by SMS'),
        },
        {
          channel: 'whatsapp',
          accepted: false,
          recordedAt: null,
          answeredFor: null,
          wording: expect.stringContaining('Lagos Code School on WhatsApp'),
        },
      ],
    });
  });

  it('is the applicant’s own: staff and visitors are refused', async () => {
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await call(await staffHeaders(app, 'ADMIN'), 'GET', URL)).statusCode).toBe(403);
  });

  it('refuses SMS or WhatsApp before the phone is confirmed', async () => {
    const person = await applicant();
    for (const channel of ['sms', 'whatsapp'] as const) {
      const res = await answer(person.auth, channel, true);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PHONE_NOT_CONFIRMED');
    }
    expect(
      await app.db.select().from(messageConsents).where(eq(messageConsents.userId, person.userId)),
    ).toEqual([]);
  });
});

describe('confirming the phone with a one-time code', () => {
  it('sends a 6-digit code by SMS only, without consent, and keeps only its hash', async () => {
    const person = await applicant();
    const res = await sendCode(person.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe(person.e164);
    const expiresIn = Date.parse(res.json().expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    const rows = await codeRows(person.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', toAddress: person.e164, status: 'pending' });
    expect(rows[0]?.text).toMatch(/^Lagos Code School: your code .* \d{6}\. .*Reply STOP to opt out\.$/);
    const code = await codeSentTo(person.userId);
    const [stored] = await app.db
      .select()
      .from(phoneConfirmations)
      .where(eq(phoneConfirmations.userId, person.userId));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);

    // The worker sends it though no SMS consent was given; the file transport writes it.
    await app.mailWorker.drain();
    const [sent] = await codeRows(person.userId);
    expect(sent?.status).toBe('sent');
    const folder = path.join(app.config.dataDir, 'messages');
    const file = (await readdir(folder)).find((name) => name.startsWith(String(sent?.id).padStart(8, '0')));
    expect(file).toBeDefined();
    expect(await readFile(path.join(folder, file as string), 'utf8')).toContain(`To: ${person.e164}`);
  });

  it('confirms the number with the right code, and a second confirm answers the same', async () => {
    const person = await applicant();
    await sendCode(person.auth);
    const code = await codeSentTo(person.userId);
    const [first, second] = await Promise.all([confirm(person.auth, code), confirm(person.auth, code)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ phone: person.e164, phoneConfirmed: true });
  });

  it('counts wrong codes, five at most, after which even the right one is refused', async () => {
    const person = await applicant();
    await sendCode(person.auth);
    const code = await codeSentTo(person.userId);
    for (let left = 4; left >= 0; left -= 1) {
      const res = await confirm(person.auth, wrongCodeFor(code));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'PHONE_CODE_INVALID', details: { triesLeft: left } });
    }
    const spent = await confirm(person.auth, code);
    expect(spent.statusCode).toBe(410);
    expect(spent.json().code).toBe('PHONE_CODE_TRIES_USED');
    // A new code (after the minute) starts again.
    await lastCodeAMinuteAgo(person.userId);
    await sendCode(person.auth);
    expect((await confirm(person.auth, await codeSentTo(person.userId))).statusCode).toBe(200);
  });

  it('refuses an expired code, an old code once a new one went, and a code never sent', async () => {
    const person = await applicant();
    expect((await confirm(person.auth, '123456')).json().code).toBe('PHONE_CODE_INVALID');
    await sendCode(person.auth);
    const old = await codeSentTo(person.userId);
    await app.db
      .update(phoneConfirmations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneConfirmations.userId, person.userId));
    const expired = await confirm(person.auth, old);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('PHONE_CODE_EXPIRED');

    await lastCodeAMinuteAgo(person.userId);
    await sendCode(person.auth);
    const fresh = await codeSentTo(person.userId);
    if (fresh !== old) expect((await confirm(person.auth, old)).statusCode).toBe(422);
    expect((await confirm(person.auth, fresh)).statusCode).toBe(200);
  });

  it('refuses malformed codes with a 400', async () => {
    const person = await applicant();
    for (const code of ['12345', '1234567', '12a456', '123\u000056']) {
      const res = await confirm(person.auth, code);
      expect(res.statusCode, code).toBe(400);
    }
  });

  it('sends one code a minute and five an hour', async () => {
    const person = await applicant();
    const [first, second] = await Promise.all([sendCode(person.auth), sendCode(person.auth)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const tooSoon = first.statusCode === 429 ? first : second;
    expect(tooSoon.json()).toMatchObject({
      code: 'PHONE_CODE_TOO_SOON',
      message: expect.stringContaining('Wait a minute'),
    });
    for (let sent = 2; sent <= 5; sent += 1) {
      await lastCodeAMinuteAgo(person.userId);
      expect((await sendCode(person.auth)).statusCode).toBe(200);
    }
    await lastCodeAMinuteAgo(person.userId);
    const sixth = await sendCode(person.auth);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toContain('5 codes in the last hour');
    expect(await codeRows(person.userId)).toHaveLength(5);
  });
});

describe('choosing SMS and WhatsApp', () => {
  it('records the opt-in with the words shown, once however often it is clicked', async () => {
    const person = await confirmedApplicant();
    const before = (await call(person.auth, 'GET', URL)).json();
    const wording = before.channels.find((c: { channel: string }) => c.channel === 'sms').wording;
    const [a, b] = await Promise.all([answer(person.auth, 'sms', true), answer(person.auth, 'sms', true)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const sms = a.json().channels.find((c: { channel: string }) => c.channel === 'sms');
    expect(sms).toMatchObject({ accepted: true, answeredFor: person.e164, wording });
    expect(Date.parse(sms.recordedAt)).toBeGreaterThan(Date.now() - 60_000);
    const rows = await app.db.select().from(messageConsents).where(eq(messageConsents.userId, person.userId));
    expect(rows).toEqual([
      expect.objectContaining({
        channel: 'sms',
        accepted: true,
        phone: person.e164,
        wording,
        source: 'applicant',
      }),
    ]);
  });

  it('offers no WhatsApp in production when the school has no WhatsApp provider', async () => {
    const person = await confirmedApplicant();
    const noWhatsApp = {
      db: app.db,
      config: {
        ...app.config,
        env: 'production' as const,
        messaging: { ...app.config.messaging, whatsapp: 'none' as const },
      },
    };
    const panel = await getMyMessageConsents(noWhatsApp, person.userId);
    expect(panel.channels.map((c) => c.channel)).toEqual(['sms']);
    await expect(
      answerMessageConsent(noWhatsApp, person.userId, { channel: 'whatsapp', accepted: true }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'CHANNEL_NOT_OFFERED' });
    // Outside production WhatsApp goes to files, so it is offered (the rest of this file).
    expect((await answer(person.auth, 'whatsapp', true)).statusCode).toBe(200);
  });

  it('withdraws at once: what still waits for that channel is held back', async () => {
    const person = await confirmedApplicant();
    await answer(person.auth, 'sms', true);
    await answer(person.auth, 'whatsapp', true);
    await queueOfferMessage(app, person);
    const res = await answer(person.auth, 'sms', false);
    expect(res.statusCode).toBe(200);
    expect(res.json().channels.map((c: { accepted: boolean }) => c.accepted)).toEqual([false, true]);
    const rows = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, person.userId), eq(mailOutbox.kind, 'admission-offer')));
    expect(rows.find((r) => r.channel === 'sms')?.status).toBe('skipped');
    expect(rows.find((r) => r.channel === 'whatsapp')?.status).toBe('pending');
    expect(rows.find((r) => r.channel === 'email')?.status).toBe('pending');
    const [latest] = await app.db
      .select()
      .from(messageConsents)
      .where(and(eq(messageConsents.userId, person.userId), eq(messageConsents.channel, 'sms')))
      .orderBy(desc(messageConsents.id))
      .limit(1);
    expect(latest).toMatchObject({ accepted: false, source: 'applicant' });
  });

  it('asks a changed phone number to be confirmed again', async () => {
    const person = await confirmedApplicant();
    await answer(person.auth, 'sms', true);
    const newPhone = uniquePhone();
    await app.db.update(users).set({ phone: newPhone }).where(eq(users.id, person.userId));
    const view = (await call(person.auth, 'GET', URL)).json();
    expect(view).toMatchObject({ phone: `+234${newPhone}`, phoneConfirmed: false });
    expect(view.channels[0]).toMatchObject({ channel: 'sms', accepted: false, answeredFor: person.e164 });
    expect((await answer(person.auth, 'sms', true)).json().code).toBe('PHONE_NOT_CONFIRMED');
    await lastCodeAMinuteAgo(person.userId);
    const sent = await sendCode(person.auth);
    expect(sent.json().phone).toBe(`+234${newPhone}`);
    expect((await confirm(person.auth, await codeSentTo(person.userId))).json().phoneConfirmed).toBe(true);
    expect((await answer(person.auth, 'sms', true)).statusCode).toBe(200);
  });
});

describe('erasure', () => {
  it('deletes the applicant’s phone codes and confirmations with their consents', async () => {
    const person = await confirmedApplicant();
    await answer(person.auth, 'sms', true);
    const erased = await app.inject({
      method: 'DELETE',
      url: `/api/admin/applicant/${encodeURIComponent(person.email)}`,
      headers: await staffHeaders(app, 'ADMIN'),
      payload: { reason: 'asked to be forgotten' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      await app.db.select().from(phoneConfirmations).where(eq(phoneConfirmations.userId, person.userId)),
    ).toEqual([]);
    expect(
      await app.db.select().from(messageConsents).where(eq(messageConsents.userId, person.userId)),
    ).toEqual([]);
  });
});

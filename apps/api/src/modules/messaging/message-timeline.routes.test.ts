import { randomUUID } from 'node:crypto';
import { messageTimelineErrors } from '@intake/contracts/errors/message-timeline';
import { smsUnits } from '@intake/contracts/messaging';
import { uniquePhone } from '@intake/test-kit';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, apply, staffHeaders } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { activityLog, applicants, cohorts, mailOutbox, users } from '../../db/schema/index.ts';
import { recordConsent } from './messaging.service.ts';

type Headers = Record<string, string>;
let app: FastifyInstance;
let admin: Headers;
let elder: Headers;
let sponsor: Headers;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  elder = await staffHeaders(app, 'ELDER');
  sponsor = await staffHeaders(app, 'SPONSOR');
});
afterAll(() => app.close());

/** An applicant with a phone of their own who accepted the given phone channels. */
async function applicant(accepted: ('sms' | 'whatsapp')[], lastName = 'Timeline') {
  const phone = uniquePhone();
  const { body } = await apply(app, { phone, lastName });
  const [user] = await app.db.select().from(users).where(eq(users.email, body.email));
  if (!user) throw new Error('no applicant');
  for (const channel of accepted)
    await recordConsent(
      app.db,
      { userId: user.id, phone, dialCode: '+234' },
      { channel, accepted: true },
      'Lagos Code',
    );
  return { id: user.id, email: body.email, e164: `+234${phone}` };
}

const timelineOf = (email: string, headers = admin, page = 1) =>
  app.inject({
    method: 'GET',
    url: `/api/elder/messages/${encodeURIComponent(email)}?page=${page}`,
    headers,
  });

const writeTo = (email: string, payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: 'POST', url: `/api/elder/messages/${encodeURIComponent(email)}`, headers, payload });

const resend = (email: string, id: number, headers = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/elder/messages/${encodeURIComponent(email)}/${id}/resend`,
    headers,
  });

const rowsOf = (userId: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));

describe('the message timeline', () => {
  it('lists every message on every channel, newest first, with its status, time and provider words', async () => {
    const person = await applicant(['sms', 'whatsapp']);
    const sent = await writeTo(person.email, {
      subject: 'Your documents',
      body: 'Please bring your certificate.',
      channels: ['email', 'sms', 'whatsapp'],
    });
    expect(sent.statusCode).toBe(201);
    const rows = await rowsOf(person.id);
    const byChannel = (channel: string) =>
      rows.find((row) => row.kind === 'staff-message' && row.channel === channel);
    const deliveredAt = new Date('2026-11-20T10:00:00Z');
    const failedAt = new Date('2026-11-20T11:00:00Z');
    await app.db
      .update(mailOutbox)
      .set({ status: 'delivered', sentAt: deliveredAt, deliveredAt, providerStatus: 'DELIVRD' })
      .where(eq(mailOutbox.id, byChannel('sms')?.id ?? 0));
    await app.db
      .update(mailOutbox)
      .set({ status: 'failed', failedAt, lastError: 'Number not on WhatsApp' })
      .where(eq(mailOutbox.id, byChannel('whatsapp')?.id ?? 0));

    const answer = await timelineOf(person.email);
    expect(answer.statusCode).toBe(200);
    const page = answer.json();
    expect(page.total).toBe(4);
    expect(page.acceptedChannels).toEqual(['sms', 'whatsapp']);
    // The create-password e-mail of applying came first, so it is last.
    expect(page.entries.at(-1)).toMatchObject({
      kind: 'create-password',
      kindLabel: 'Create your password',
      channel: 'email',
      resendable: false,
    });
    const staff = page.entries.filter((entry: { kind: string }) => entry.kind === 'staff-message');
    expect(staff.map((entry: { channel: string }) => entry.channel).sort()).toEqual([
      'email',
      'sms',
      'whatsapp',
    ]);
    const sms = staff.find((entry: { channel: string }) => entry.channel === 'sms');
    expect(sms).toMatchObject({
      status: 'delivered',
      statusAt: deliveredAt.toISOString(),
      providerStatus: 'DELIVRD',
      units: 1,
      resendable: true,
    });
    expect(sms.address).not.toBe(person.e164);
    expect(sms.address.slice(-3)).toBe(person.e164.slice(-3));
    expect(staff.find((entry: { channel: string }) => entry.channel === 'whatsapp')).toMatchObject({
      status: 'failed',
      statusAt: failedAt.toISOString(),
      error: 'Number not on WhatsApp',
    });
    expect(staff.find((entry: { channel: string }) => entry.channel === 'email')).toMatchObject({
      status: 'pending',
      address: person.email,
      subject: 'Your documents',
    });
    expect((await timelineOf(person.email, elder)).statusCode).toBe(200);
    expect((await timelineOf(person.email, sponsor)).statusCode).toBe(200);
    expect((await timelineOf(`nobody-${randomUUID()}@example.com`)).statusCode).toBe(404);
  });

  it('pages the messages, newest first', async () => {
    const person = await applicant([]);
    for (let i = 0; i < 26; i += 1)
      expect(
        (await writeTo(person.email, { subject: `Note ${i}`, body: 'Text', channels: ['email'] })).statusCode,
      ).toBe(201);
    const first = (await timelineOf(person.email)).json();
    expect(first).toMatchObject({ total: 27, pageSize: 25, page: 1 });
    expect(first.entries[0].subject).toBe('Note 25');
    const second = (await timelineOf(person.email, admin, 2)).json();
    expect(second.entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'staff-message',
      'create-password',
    ]);
  });
});

describe('a one-off message', () => {
  it('goes only by the channels the applicant accepted, and is written in their activity log', async () => {
    const person = await applicant(['sms']);
    const refused = await writeTo(person.email, {
      subject: 'Hi',
      body: 'Text',
      channels: ['email', 'whatsapp'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messageTimelineErrors.channelNotAccepted.message);
    const staffRows = async () => (await rowsOf(person.id)).filter((row) => row.kind === 'staff-message');
    expect(await staffRows()).toHaveLength(0);

    const sent = await writeTo(
      person.email,
      { subject: 'Hi', body: 'See you   on\nMonday.', channels: ['email', 'sms'] },
      elder,
    );
    expect(sent.statusCode).toBe(201);
    const rows = await staffRows();
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const sms = rows.find((row) => row.channel === 'sms');
    expect(sms?.toAddress).toBe(person.e164);
    // The school's name, the subject and the text on one line, and how to stop.
    expect(sms?.text).toMatch(/^[^:]+: Hi\. See you on Monday\. Reply STOP to opt out\.$/);
    expect(sms?.units).toBe(smsUnits(sms?.text ?? '').units);
    const [activity] = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.applicantId, person.id), eq(activityLog.action, 'MESSAGE_SENT')));
    expect(activity?.details).toEqual({ subject: 'Hi', channels: ['email', 'sms'] });
  });

  it('refuses bad text with a 400, another role with a 403, and an unknown applicant with a 404', async () => {
    const person = await applicant([]);
    const payload = { subject: 'Hi', body: 'Text', channels: ['email'] };
    expect((await writeTo(person.email, { ...payload, body: 'A\u0000B' })).statusCode).toBe(400);
    expect((await writeTo(person.email, { ...payload, body: 'x'.repeat(5_001) })).statusCode).toBe(400);
    expect((await writeTo(person.email, { ...payload, subject: 'two\nlines' })).statusCode).toBe(400);
    expect((await writeTo(person.email, { ...payload, channels: [] })).statusCode).toBe(400);
    expect((await writeTo(person.email, { ...payload, channels: ['pigeon'] })).statusCode).toBe(400);
    expect((await writeTo(person.email, payload, sponsor)).statusCode).toBe(403);
    expect((await writeTo(`nobody-${randomUUID()}@example.com`, payload)).statusCode).toBe(404);
    expect((await rowsOf(person.id)).filter((row) => row.kind === 'staff-message')).toHaveLength(0);
  });
});

describe('resending', () => {
  it('queues a fresh copy of the same content, and refuses a message with a one-time link', async () => {
    const person = await applicant(['sms']);
    await writeTo(person.email, {
      subject: 'Bring ID',
      body: 'Your ID card, please.',
      channels: ['email', 'sms'],
    });
    const rows = await rowsOf(person.id);
    const sms = rows.find((row) => row.kind === 'staff-message' && row.channel === 'sms');
    await app.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: 'Network down' })
      .where(eq(mailOutbox.id, sms?.id ?? 0));

    const again = await resend(person.email, sms?.id ?? 0, elder);
    expect(again.statusCode).toBe(201);
    expect(again.json().entry).toMatchObject({ channel: 'sms', status: 'pending', kind: 'staff-message' });
    const [copy] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, again.json().entry.id));
    expect(copy).toMatchObject({ text: sms?.text, toAddress: person.e164, units: sms?.units });
    expect(copy?.messageId).not.toBe(sms?.messageId);

    const password = rows.find((row) => row.kind === 'create-password');
    const refused = await resend(person.email, password?.id ?? 0);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messageTimelineErrors.singleUseLink.message);
    expect((await resend(person.email, 999_999_999)).statusCode).toBe(404);
    expect((await resend(person.email, sms?.id ?? 0, sponsor)).statusCode).toBe(403);
    // Another applicant's message is not this applicant's to resend.
    const other = await applicant([]);
    expect((await resend(other.email, sms?.id ?? 0)).statusCode).toBe(404);
    expect(await rowsOf(person.id)).toHaveLength(rows.length + 1);
  });

  it('refuses a phone message once the applicant withdrew that channel', async () => {
    const person = await applicant(['whatsapp']);
    await writeTo(person.email, { subject: 'Hi', body: 'Text', channels: ['whatsapp'] });
    const [row] = (await rowsOf(person.id)).filter((one) => one.channel === 'whatsapp');
    await recordConsent(
      app.db,
      { userId: person.id, phone: person.e164.slice(4), dialCode: '+234' },
      { channel: 'whatsapp', accepted: false },
      'Lagos Code',
    );
    const refused = await resend(person.email, row?.id ?? 0);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messageTimelineErrors.channelNotAccepted.message);
  });
});

describe('the bulk message', () => {
  const params = {
    subject: 'Open day',
    body: 'Come to the open day on Saturday.',
    channels: ['email', 'sms'],
  };

  it('previews each channel, its recipients with consent applied, the SMS units and their cost', async () => {
    const lastName = `Bulkmsg${randomUUID().slice(0, 8)}`;
    await applicant(['sms'], lastName);
    await applicant(['whatsapp'], lastName);
    await applicant([], lastName);
    const cost = await app.inject({
      method: 'PUT',
      url: '/api/admin/smsUnitCost',
      headers: admin,
      payload: { nairaPerUnit: 4.5 },
    });
    expect(cost.statusCode).toBe(200);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/bulkActions/messagePreview',
      headers: admin,
      payload: {
        params: { ...params, body: `${params.body} ${'x'.repeat(150)}` },
        target: { filter: { search: lastName } },
      },
    });
    expect(answer.statusCode).toBe(200);
    const preview = answer.json();
    expect(preview.recipients).toBe(3);
    const [email, sms] = preview.channels;
    expect(email).toMatchObject({ channel: 'email', recipients: 3, subject: 'Open day', units: null });
    expect(email.text).toContain('Come to the open day');
    expect(sms).toMatchObject({ channel: 'sms', recipients: 1, unitsEach: 2, units: 2 });
    expect(sms.text).toMatch(/^[^:]+: Open day\. Come to the open day/);
    expect(preview).toMatchObject({ nairaPerSmsUnit: 4.5, estimatedCost: 9 });

    const denied = await app.inject({
      method: 'POST',
      url: '/api/bulkActions/messagePreview',
      headers: elder,
      payload: { params, target: { filter: { search: lastName } } },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('queues exactly one message per recipient and channel, however often the confirmation is sent', async () => {
    const lastName = `Bulksend${randomUUID().slice(0, 8)}`;
    const people = [await applicant(['sms'], lastName), await applicant([], lastName)];
    const body = {
      kind: 'SEND_MESSAGE',
      params,
      target: { filter: { search: lastName } },
      idempotencyKey: randomUUID(),
    };
    const [first, second] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/bulkActions', headers: admin, payload: body }),
      app.inject({ method: 'POST', url: '/api/bulkActions', headers: admin, payload: body }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    await app.jobs.runDue();
    await app.jobs.runDue();
    const rows = await app.db
      .select({ userId: mailOutbox.userId, channel: mailOutbox.channel })
      .from(mailOutbox)
      .where(
        and(
          inArray(
            mailOutbox.userId,
            people.map((p) => p.id),
          ),
          eq(mailOutbox.kind, 'bulk-message'),
        ),
      );
    expect(rows.map((row) => `${row.userId} ${row.channel}`).sort()).toEqual(
      [`${people[0]?.id} email`, `${people[0]?.id} sms`, `${people[1]?.id} email`].sort(),
    );
  });
});

describe('SMS units by month and cohort', () => {
  it('sums the units of sent and delivered SMS by the school’s calendar month and the cohort', async () => {
    const [cohort] = await app.db
      .insert(cohorts)
      .values({ name: `Units ${randomUUID().slice(0, 8)}`, startMonth: 1, startYear: 2031 })
      .returning();
    const person = await applicant(['sms']);
    await app.db.update(applicants).set({ cohortId: cohort?.id }).where(eq(applicants.userId, person.id));
    const sms = (sentAt: string, status: 'sent' | 'delivered' | 'failed', units: number) => ({
      kind: 'staff-message',
      userId: person.id,
      channel: 'sms' as const,
      toAddress: person.e164,
      subject: '',
      html: '',
      text: 'x',
      messageId: randomUUID(),
      status,
      units,
      sentAt: new Date(sentAt),
    });
    await app.db.insert(mailOutbox).values([
      sms('2031-01-31T22:30:00Z', 'delivered', 2), // 23:30 in Lagos: still January
      sms('2031-01-31T23:30:00Z', 'sent', 3), // 00:30 on 1 February in Lagos
      sms('2031-02-10T10:00:00Z', 'delivered', 1),
      sms('2031-02-11T10:00:00Z', 'failed', 5),
    ]);
    const answer = await app.inject({ method: 'GET', url: '/api/finance/smsUnits', headers: admin });
    expect(answer.statusCode).toBe(200);
    const mine = answer.json().rows.filter((row: { cohortId: string }) => row.cohortId === cohort?.id);
    expect(mine).toEqual([
      { month: '2031-02', cohortId: cohort?.id, cohortName: cohort?.name, messages: 2, units: 4 },
      { month: '2031-01', cohortId: cohort?.id, cohortName: cohort?.name, messages: 1, units: 2 },
    ]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/finance/smsUnits', headers: elder })).statusCode,
    ).toBe(403);
  });
});

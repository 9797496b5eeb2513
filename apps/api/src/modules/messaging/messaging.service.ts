import { randomUUID } from 'node:crypto';
import { messageConsentCopy, shortMessageCopy } from '@intake/contracts/copy/messaging';
import {
  defaultPhoneChannels,
  isMessageKind,
  type MessageKind,
  type MessageRoute,
  type MessageRouting,
  messageKinds,
  messageTypes,
  PHONE_CODE_KIND,
  type PhoneChannel,
  phoneChannels,
  smsUnits,
} from '@intake/contracts/messaging';
import { toE164Phone } from '@intake/contracts/phone';
import { insertAudit } from '../../core/audit-log.repository.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { OutboxMessage } from './delivery.ts';
import {
  advanceStatus,
  findAcceptedAt,
  findEarlyReports,
  findPhones,
  findRoutes,
  findUndeliverable,
  hasSmsCopy,
  insertConsents,
  insertEvent,
  insertOutboxRows,
  latestConsents,
  listRecentPhoneMessages,
  markEventApplied,
  markUndeliverable,
  type NewOutboxRow,
  saveRoute,
  skipPendingTo,
} from './messaging.repository.ts';

/** An e-mail as the outbox is about to write it, with what its short copies need. */
export interface EmailToRoute {
  kind: string;
  userId: string | null;
  toAddress: string;
  actionUrl: string | null;
}

/** The short text of a message type for a channel: SMS ends with how to stop, and counts its parts. */
export function shortText(kind: MessageKind, channel: PhoneChannel, school: string, link: string | null) {
  const line = shortMessageCopy.texts[kind](school, link ?? undefined);
  const text = channel === 'sms' ? `${line} ${shortMessageCopy.stopLine}` : line;
  return { text, units: channel === 'sms' ? smsUnits(text).units : null };
}

const routeOf = (kind: MessageKind, saved: Map<string, PhoneChannel[]>) =>
  saved.get(kind) ?? defaultPhoneChannels(kind);

/**
 * The phone channels each person accepted at the number they have now: an answer given for an
 * older number no longer counts.
 */
export async function acceptedChannels(db: Executor, userIds: string[]) {
  // The answers first: most people of a bulk mailing (a CSV import's 100,000) never accepted a
  // phone channel, and reading their phones was a look-up each for nothing.
  const consents = (await latestConsents(db, userIds)).filter((consent) => consent.accepted);
  const people = await findPhones(db, [...new Set(consents.map((consent) => consent.userId))]);
  const phones = new Map(people.map((p) => [p.id, toE164Phone(p.phone, p.dialCode)]));
  const accepted = new Map<string, { phone: string; channels: Set<PhoneChannel> }>();
  for (const consent of consents) {
    const phone = phones.get(consent.userId);
    if (!phone || consent.phone !== phone) continue;
    const entry = accepted.get(consent.userId) ?? { phone, channels: new Set<PhoneChannel>() };
    entry.channels.add(consent.channel);
    accepted.set(consent.userId, entry);
  }
  return accepted;
}

/**
 * Routes the e-mails an action queues (issue 25.3): each routed type also goes, as its short text,
 * by every phone channel its type is routed to and the applicant accepted. An address that bounced
 * for good gets no more e-mail; its important messages go by SMS when the applicant accepted it.
 * Returns the phone rows to write and the addresses to hold e-mail back from.
 */
export async function routeMessages(db: Executor, emails: EmailToRoute[], school: string) {
  const undeliverable = new Set(await findUndeliverable(db, [...new Set(emails.map((m) => m.toAddress))]));
  const routed = emails.filter(
    (m): m is EmailToRoute & { kind: MessageKind; userId: string } =>
      Boolean(m.userId) && isMessageKind(m.kind),
  );
  if (routed.length === 0) return { phoneRows: [], undeliverable };
  const saved = new Map(
    (await findRoutes(db, [...new Set(routed.map((m) => m.kind))])).map((r) => [r.kind, r.channels]),
  );
  const wanted = routed.map((mail) => {
    const channels = new Set(routeOf(mail.kind, saved));
    if (undeliverable.has(mail.toAddress) && messageTypes[mail.kind].important) channels.add('sms');
    return { mail, channels };
  });
  const people = wanted.filter((w) => w.channels.size > 0).map((w) => w.mail.userId);
  const accepted = await acceptedChannels(db, [...new Set(people)]);
  const phoneRows: NewOutboxRow[] = [];
  for (const { mail, channels } of wanted) {
    const person = accepted.get(mail.userId);
    if (!person) continue;
    for (const channel of phoneChannels) {
      if (!channels.has(channel) || !person.channels.has(channel)) continue;
      phoneRows.push(phoneRow(mail.kind, mail.userId, channel, person.phone, school, mail.actionUrl));
    }
  }
  return { phoneRows, undeliverable };
}

function phoneRow(
  kind: MessageKind,
  userId: string,
  channel: PhoneChannel,
  phone: string,
  school: string,
  link: string | null,
): NewOutboxRow {
  const { text, units } = shortText(kind, channel, school, link);
  return {
    kind,
    userId,
    channel,
    toAddress: phone,
    subject: '',
    html: '',
    text,
    attachments: null,
    messageId: randomUUID(),
    actionUrl: link,
    units,
    status: 'pending',
    lastError: null,
  };
}

export const writeOutboxRows = insertOutboxRows;

/** The outbox priority of a message among many queued at once; a person's own action's is 0. */
export const BULK_PRIORITY = 1;

/**
 * An SMTP 5xx at send time: the address is marked undeliverable, and an important message goes by
 * SMS instead when the applicant accepted SMS and none went already (issue 25.4).
 */
export async function switchBouncedToSms(db: Executor, mail: OutboxMessage, reason: string, school: string) {
  await markUndeliverable(db, mail.toAddress, reason);
  if (!mail.userId || !isMessageKind(mail.kind) || !messageTypes[mail.kind].important) return false;
  const person = (await acceptedChannels(db, [mail.userId])).get(mail.userId);
  if (!person?.channels.has('sms')) return false;
  if (await hasSmsCopy(db, { userId: mail.userId, kind: mail.kind, createdAt: mail.createdAt })) return false;
  await insertOutboxRows(db, [phoneRow(mail.kind, mail.userId, 'sms', person.phone, school, mail.actionUrl)]);
  return true;
}

/**
 * Holds back phone messages whose recipient opted out (a STOP) after they were queued. A phone's
 * one-time code needs no consent: the applicant asked for it just now (decision 0090).
 */
export async function prepareConsented(db: Executor, batch: OutboxMessage[]) {
  const needsConsent = (m: OutboxMessage) =>
    m.channel !== 'email' && m.userId !== null && m.kind !== PHONE_CODE_KIND;
  const phoneMessages = batch.filter(needsConsent);
  if (phoneMessages.length === 0) return { send: batch, skipped: [] };
  const consents = await latestConsents(db, [...new Set(phoneMessages.map((m) => m.userId as string))]);
  const accepted = new Set(
    consents.filter((c) => c.accepted).map((c) => `${c.userId} ${c.channel} ${c.phone}`),
  );
  const send: OutboxMessage[] = [];
  const skipped: OutboxMessage[] = [];
  for (const message of batch) {
    const held =
      needsConsent(message) && !accepted.has(`${message.userId} ${message.channel} ${message.toAddress}`);
    (held ? skipped : send).push(message);
  }
  return { send, skipped };
}

/**
 * Records an applicant's answer for a phone channel (issue 25.2): an opt-in with the words they
 * agreed to, an opt-out with how they gave it.
 */
export async function recordConsent(
  db: Executor,
  person: { userId: string; phone: string; dialCode: string },
  answer: { channel: PhoneChannel; accepted: boolean },
  school: string,
) {
  const phone = toE164Phone(person.phone, person.dialCode);
  if (!phone) return false;
  await insertConsents(db, [
    {
      userId: person.userId,
      channel: answer.channel,
      accepted: answer.accepted,
      phone,
      wording: answer.accepted
        ? messageConsentCopy.wording(answer.channel, school)
        : messageConsentCopy.withdrawn,
      source: 'applicant',
    },
  ]);
  return true;
}

export interface DeliveryReport {
  provider: string;
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'failed' | undefined;
  providerStatus: string;
  cost?: string;
  payload: Record<string, unknown>;
}

/**
 * A provider's delivery report: stored as it came, then applied forward only. A report for a
 * message whose send is not recorded yet waits; `applyEarlyReports` applies it then.
 */
export async function recordDeliveryReport(db: Executor, report: DeliveryReport) {
  const eventId = await insertEvent(db, {
    provider: report.provider,
    type: 'delivery',
    providerMessageId: report.providerMessageId,
    status: report.status ?? null,
    providerStatus: report.providerStatus,
    payload: report.payload,
  });
  if (!report.status) return { applied: false };
  const result = await advanceStatus(db, { ...report, status: report.status });
  if (result) await markEventApplied(db, eventId, result.id, result.moved);
  return { applied: result?.moved ?? false };
}

/** Applies the reports that arrived before the worker recorded the provider's id. */
export async function applyEarlyReports(db: Executor, provider: string, providerMessageId: string) {
  for (const event of await findEarlyReports(db, provider, providerMessageId)) {
    const status = event.status as 'sent' | 'delivered' | 'failed' | null;
    if (!status) continue;
    const result = await advanceStatus(db, {
      provider,
      providerMessageId,
      status,
      providerStatus: event.providerStatus ?? status,
    });
    if (result) await markEventApplied(db, event.id, result.id, result.moved);
  }
}

/** The words of a reply that opt a number out, as carriers and providers honour them. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'OPT-OUT']);
export const isStopReply = (text: string) =>
  STOP_WORDS.has(
    text
      .trim()
      .toUpperCase()
      .replace(/[.!]+$/, ''),
  );

/** The number of an inbound message in E.164 ('2348031234567' and '+2348031234567' alike). */
const inboundNumber = (from: string) => `+${from.replace(/\D/g, '')}`;

/**
 * An inbound message: stored; a STOP opts its number out of that channel for everyone who accepted
 * it there (recorded as their answer) and holds back what is still waiting for it.
 */
export async function recordInbound(
  db: Executor,
  inbound: {
    provider: string;
    from: string;
    text: string;
    channel: PhoneChannel;
    payload: Record<string, unknown>;
  },
) {
  const stop = isStopReply(inbound.text);
  const eventId = await insertEvent(db, {
    provider: inbound.provider,
    type: 'inbound',
    status: stop ? 'stop' : null,
    providerStatus: inbound.text.slice(0, 200),
    payload: inbound.payload,
  });
  if (!stop) return { optedOut: 0 };
  const phone = inboundNumber(inbound.from);
  const people = await findAcceptedAt(db, phone, inbound.channel);
  await insertConsents(
    db,
    people.map((userId) => ({
      userId,
      channel: inbound.channel,
      accepted: false,
      phone,
      wording: messageConsentCopy.stopReply[inbound.channel],
      source: 'stop-reply',
    })),
  );
  await skipPendingTo(db, phone, inbound.channel, 'recipient replied STOP');
  await markEventApplied(db, eventId, null, true);
  return { optedOut: people.length };
}

/** The routing table for the console: every type, its phone channels, and whether an admin changed it. */
export async function getMessageRouting(deps: { db: Executor }): Promise<MessageRouting> {
  const saved = new Map((await findRoutes(deps.db)).map((r) => [r.kind, r.channels]));
  return { routes: messageKinds.map((kind) => routeView(kind, saved)) };
}

function routeView(kind: MessageKind, saved: Map<string, PhoneChannel[]>): MessageRoute {
  const channels = routeOf(kind, saved);
  const fallback = defaultPhoneChannels(kind);
  return {
    kind,
    important: messageTypes[kind].important,
    channels: phoneChannels.filter((c) => channels.includes(c)),
    isDefault: channels.length === fallback.length && fallback.every((c) => channels.includes(c)),
  };
}

/** An admin sets the phone channels of one type (issue 25.3); e-mail always goes. Audited. */
export async function changeMessageRoute(
  deps: { db: Db },
  kind: MessageKind,
  channels: PhoneChannel[],
  actorId: string,
) {
  const chosen = phoneChannels.filter((c) => channels.includes(c));
  await deps.db.transaction(async (tx) => {
    const before = new Map((await findRoutes(tx, [kind])).map((r) => [r.kind, r.channels]));
    await saveRoute(tx, kind, chosen, actorId);
    await insertAudit(tx, {
      actorId,
      action: 'MESSAGE_ROUTE_CHANGED',
      subject: kind,
      details: { before: routeOf(kind, before), after: chosen },
    });
  });
  return routeView(kind, new Map([[kind, chosen]]));
}

/** The latest SMS and WhatsApp messages, for /dev/mailbox outside production. */
export const recentPhoneMessages = (db: Executor, limit: number) => listRecentPhoneMessages(db, limit);

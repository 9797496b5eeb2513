import type { MessageChannel, PhoneChannel } from '@intake/contracts/messaging';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jsonRecordset } from '../../db/json-rows.ts';
import {
  mailOutbox,
  messageConsents,
  messageEvents,
  messageRoutes,
  undeliverableAddresses,
  users,
} from '../../db/schema/index.ts';

export type NewConsent = typeof messageConsents.$inferInsert;
export type NewEvent = typeof messageEvents.$inferInsert;

/** A row the outbox takes from any channel (mail.service writes e-mail, this module the rest). */
export interface NewOutboxRow {
  kind: string;
  userId: string | null;
  channel: MessageChannel;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  attachments: unknown;
  messageId: string;
  actionUrl: string | null;
  units: number | null;
  status: 'pending' | 'skipped';
  lastError: string | null;
  /** BULK_PRIORITY for one of many queued at once; a person's own message otherwise. */
  priority?: number;
}

/** Many rows in one statement; rows of one statement share created_at (the bounce switch relies on it). */
export async function insertOutboxRows(db: Executor, rows: NewOutboxRow[]) {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    kind: row.kind,
    user_id: row.userId,
    channel: row.channel,
    to_address: row.toAddress,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments: row.attachments ?? null,
    message_id: row.messageId,
    action_url: row.actionUrl,
    units: row.units,
    status: row.status,
    last_error: row.lastError,
    priority: row.priority ?? 0,
  }));
  await db.execute(sql`
    insert into ${mailOutbox} (kind, user_id, channel, to_address, subject, html, text, attachments, message_id, action_url, units, status, last_error, priority)
    select kind, user_id, channel, to_address, subject, html, text, attachments, message_id, action_url, units, status, last_error, priority
    from ${jsonRecordset(records, 'kind text, user_id uuid, channel text, to_address text, subject text, html text, text text, attachments jsonb, message_id text, action_url text, units int, status text, last_error text, priority smallint')}`);
}

export async function findRoutes(db: Executor, kinds?: string[]) {
  const query = db.select().from(messageRoutes);
  return kinds ? query.where(inArray(messageRoutes.kind, kinds)) : query;
}

export async function saveRoute(db: Executor, kind: string, channels: PhoneChannel[], userId: string) {
  await db
    .insert(messageRoutes)
    .values({ kind, channels, updatedBy: userId })
    .onConflictDoUpdate({
      target: messageRoutes.kind,
      set: { channels, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/** The phone on file of each of these people. */
export async function findPhones(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, phone: users.phone, dialCode: users.dialCode })
    .from(users)
    .where(inArray(users.id, userIds));
}

export async function latestConsents(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([messageConsents.userId, messageConsents.channel], {
      userId: messageConsents.userId,
      channel: messageConsents.channel,
      accepted: messageConsents.accepted,
      phone: messageConsents.phone,
      wording: messageConsents.wording,
      recordedAt: messageConsents.recordedAt,
    })
    .from(messageConsents)
    .where(inArray(messageConsents.userId, userIds))
    .orderBy(
      messageConsents.userId,
      messageConsents.channel,
      desc(messageConsents.recordedAt),
      desc(messageConsents.id),
    );
}

export async function insertConsents(db: Executor, rows: NewConsent[]) {
  if (rows.length === 0) return;
  await db.insert(messageConsents).values(rows);
}

/** The people whose latest answer for the channel accepted it at this number. */
export async function findAcceptedAt(db: Executor, phone: string, channel: PhoneChannel) {
  const rows = await db
    .selectDistinctOn([messageConsents.userId], {
      userId: messageConsents.userId,
      accepted: messageConsents.accepted,
      phone: messageConsents.phone,
    })
    .from(messageConsents)
    .where(
      and(
        eq(messageConsents.channel, channel),
        inArray(
          messageConsents.userId,
          db
            .select({ id: messageConsents.userId })
            .from(messageConsents)
            .where(and(eq(messageConsents.phone, phone), eq(messageConsents.channel, channel))),
        ),
      ),
    )
    .orderBy(messageConsents.userId, desc(messageConsents.recordedAt), desc(messageConsents.id));
  return rows.filter((row) => row.accepted && row.phone === phone).map((row) => row.userId);
}

/** Holds back what is still waiting for a number that opted out. */
export async function skipPendingTo(db: Executor, phone: string, channel: PhoneChannel, reason: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'skipped', lastError: reason, lockedUntil: null })
    .where(
      and(eq(mailOutbox.toAddress, phone), eq(mailOutbox.channel, channel), eq(mailOutbox.status, 'pending')),
    );
}

/**
 * The given addresses that bounced for good, as the caller spelled them: an e-mail address is
 * compared without case (Ada@School.ng bounced means ada@school.ng does).
 */
export async function findUndeliverable(db: Executor, addresses: string[]) {
  if (addresses.length === 0) return [];
  const lowered = [...new Set(addresses.map((address) => address.toLowerCase()))];
  const key = sql<string>`lower(${undeliverableAddresses.address})`;
  const rows = await db.select({ key }).from(undeliverableAddresses).where(inArray(key, lowered));
  const marked = new Set(rows.map((row) => row.key));
  return addresses.filter((address) => marked.has(address.toLowerCase()));
}

export async function markUndeliverable(db: Executor, address: string, reason: string) {
  await db.insert(undeliverableAddresses).values({ address, reason }).onConflictDoNothing();
}

export async function insertEvent(db: Executor, event: NewEvent) {
  const [row] = await db.insert(messageEvents).values(event).returning({ id: messageEvents.id });
  return row?.id as number;
}

export async function markEventApplied(db: Executor, id: number, outboxId: number | null, applied: boolean) {
  await db.update(messageEvents).set({ outboxId, applied }).where(eq(messageEvents.id, id));
}

/** Reports that came before the send was recorded (a fast provider), oldest first. */
export async function findEarlyReports(db: Executor, provider: string, providerMessageId: string) {
  return db
    .select()
    .from(messageEvents)
    .where(
      and(
        eq(messageEvents.provider, provider),
        eq(messageEvents.providerMessageId, providerMessageId),
        eq(messageEvents.type, 'delivery'),
        isNull(messageEvents.outboxId),
      ),
    )
    .orderBy(messageEvents.id);
}

const rank = (status: unknown) =>
  sql`(case ${status} when 'pending' then 0 when 'sent' then 1 when 'delivered' then 2 when 'failed' then 2 else 3 end)`;

/**
 * Moves a message forward only: pending → sent → delivered or failed. A 'sent' after 'delivered',
 * a second 'delivered', or a report on a message held back changes nothing. Returns the message's
 * id and whether it moved (undefined when no message has that provider id yet).
 */
export async function advanceStatus(
  db: Executor,
  report: {
    provider: string;
    providerMessageId: string;
    status: 'sent' | 'delivered' | 'failed';
    providerStatus: string;
    cost?: string;
  },
): Promise<{ id: number; moved: boolean } | undefined> {
  const moved = await db.execute(sql`
    update ${mailOutbox} set
      status = ${report.status},
      provider_status = ${report.providerStatus},
      cost = coalesce(${report.cost ?? null}, cost),
      delivered_at = case when ${report.status} = 'delivered' then now() else delivered_at end,
      failed_at = case when ${report.status} = 'failed' then now() else failed_at end,
      sent_at = coalesce(sent_at, now())
    where provider = ${report.provider} and provider_message_id = ${report.providerMessageId}
      and ${rank(sql`status`)} < ${rank(sql`${report.status}::text`)}
    returning id`);
  const movedId = (moved as unknown as { rows: { id: number | string }[] }).rows[0]?.id;
  if (movedId !== undefined) return { id: Number(movedId), moved: true };
  const [existing] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.provider, report.provider),
        eq(mailOutbox.providerMessageId, report.providerMessageId),
      ),
    );
  return existing ? { id: existing.id, moved: false } : undefined;
}

/** Whether a short copy of this message already went to the applicant's phone (same action, same kind). */
export async function hasSmsCopy(db: Executor, message: { userId: string; kind: string; createdAt: Date }) {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.userId, message.userId),
        eq(mailOutbox.kind, message.kind),
        eq(mailOutbox.channel, 'sms'),
        eq(mailOutbox.createdAt, message.createdAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The SMS and WhatsApp messages the file transport wrote, for /dev/mailbox. */
export async function listRecentPhoneMessages(db: Executor, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      channel: mailOutbox.channel,
      toAddress: mailOutbox.toAddress,
      text: mailOutbox.text,
      status: mailOutbox.status,
      units: mailOutbox.units,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(ne(mailOutbox.channel, 'email'))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

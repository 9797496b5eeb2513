import type { PhoneChannel } from '@intake/contracts/messaging';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { mailOutbox } from './system.ts';
import { users } from './users.ts';

/**
 * Each answer about SMS or WhatsApp, appended (issue 25.2): the applicant's opt-in with the words
 * they agreed to, or an opt-out (a STOP reply, the consent screen). The latest row per person and
 * channel is the answer; the phone it was given for is kept, so a changed number asks again.
 */
export const messageConsents = pgTable(
  'message_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<PhoneChannel>().notNull(),
    accepted: boolean('accepted').notNull(),
    /** E.164, as it was when the answer was given. */
    phone: text('phone').notNull(),
    /** The sentence agreed to or the reason for the opt-out, word for word. */
    wording: text('wording').notNull(),
    /** applicant (their own screen), stop-reply (an inbound STOP), guardian (later work). */
    source: text('source').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_consents_latest_idx').on(t.userId, t.channel, t.recordedAt),
    index('message_consents_phone_idx').on(t.phone),
  ],
);

/**
 * Every provider callback as it came (delivery reports, inbound messages, bounces), duplicates
 * and late ones too; `applied` says whether it moved the message forward.
 */
export const messageEvents = pgTable(
  'message_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' }).references(() => mailOutbox.id, {
      onDelete: 'cascade',
    }),
    provider: text('provider').notNull(),
    /** delivery, inbound or bounce. */
    type: text('type').notNull(),
    providerMessageId: text('provider_message_id'),
    /** The status in our words (sent, delivered, failed) or null for an inbound message. */
    status: text('status'),
    providerStatus: text('provider_status'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    applied: boolean('applied').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_events_outbox_idx').on(t.outboxId).where(sql`outbox_id is not null`)],
);

/** An admin's choice of phone channels for a message type; a type without a row keeps its default. */
export const messageRoutes = pgTable('message_routes', {
  kind: text('kind').primaryKey(),
  channels: text('channels').array().$type<PhoneChannel[]>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Addresses that bounced for good (an SMTP 5xx): e-mail is still tried, but the important messages
 * also go by SMS to an applicant who accepted it (issue 25.4).
 */
export const undeliverableAddresses = pgTable('undeliverable_addresses', {
  address: text('address').primaryKey(),
  reason: text('reason').notNull(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each one-time code sent to confirm a phone (issue 25.2, decision 0090), and whether it confirmed
 * it: only the code's hash is kept. The latest code for the number on file is the one that counts;
 * a row with `confirmed_at` says that number is the applicant's. A changed number has no such row.
 */
export const phoneConfirmations = pgTable(
  'phone_confirmations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164, the number the code went to. */
    phone: text('phone').notNull(),
    /** HMAC-SHA256 of the code, keyed with the portal's secret and bound to the person and number. */
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes entered for this one. */
    tries: integer('tries').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('phone_confirmations_user_idx').on(t.userId, t.sentAt)],
);

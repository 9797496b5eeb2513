import type { MessageChannel, MessageStatus } from '@intake/contracts/messaging';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Settings the admins change at run time (e.g. whether applications are open). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who runs a kind of background work for now, across the portal's processes: a lease one process
 * takes and renews while it works, and another takes once it lapses. It paces work, it does not
 * guard it: the rows each process claims are locked on their own (decision 0104).
 */
export const workLeases = pgTable('work_leases', {
  name: text('name').primaryKey(),
  holder: uuid('holder').notNull(),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
});

/** A file sent with a message: text as it is, or binary as base64 with `encoding: 'base64'`. */
export type MailAttachment = {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64';
  /**
   * An iCalendar invitation (iTIP method): sent as the message's calendar (nodemailer's icalEvent),
   * an inline `text/calendar; method=…` alternative that mail programs offer to add, which
   * nodemailer also attaches as a file; not a second plain attachment.
   */
  icalMethod?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
};

/** Mail is written here in the action's transaction and sent by the outbox worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** Forward only: pending → sent → delivered or failed (a late 'sent' report never undoes either). */
    status: text('status').$type<MessageStatus>().notNull().default('pending'),
    /** email, sms or whatsapp: one worker loop sends every channel (decision 0088). */
    channel: text('channel').$type<MessageChannel>().notNull().default('email'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * 0 for a message someone's own action asked for (their create-password link, a decision),
     * 1 for one of many queued at once (a CSV import, reminders): the worker sends the 0s first,
     * so an applicant who applies during a 20,000-row import is not queued behind it.
     */
    priority: smallint('priority').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Who carried it: smtp, file, termii or africastalking. */
    provider: text('provider'),
    /** The provider's id of the message, which its delivery callbacks name. */
    providerMessageId: text('provider_message_id'),
    /** The last answer in the provider's words: the SMTP reply, or a callback's status text. */
    providerStatus: text('provider_status'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** SMS parts billed, and the cost as the provider states it (currency and amount). */
    units: integer('units'),
    /** The e-mail's button link, for the short text that replaces it when the address bounces. */
    actionUrl: text('action_url'),
    cost: text('cost'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.priority, t.nextAttemptAt).where(sql`status = 'pending'`),
    uniqueIndex('mail_outbox_provider_message_key')
      .on(t.provider, t.providerMessageId)
      .where(sql`provider_message_id is not null`),
    index('mail_outbox_user_idx').on(t.userId),
  ],
);

/** Background jobs, claimed with FOR UPDATE SKIP LOCKED so any number of processes can run them. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastError: text('last_error'),
    uniqueKey: text('unique_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`finished_at is null`),
    uniqueIndex('jobs_unique_key').on(t.uniqueKey).where(sql`finished_at is null`),
  ],
);

/** Every admin action: who, when, what, on whom; written in the action's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Summer-school discount codes; each registration that uses one takes one of its uses. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    code: text('code').primaryKey(),
    discountOwner: text('discount_owner').notNull(),
    remainingUses: integer('remaining_uses').notNull(),
    discountAmount: numeric('discount_amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('discount_codes_uses_not_negative', sql`${t.remainingUses} >= 0`)],
);

import type { BulkActionKind, BulkActionState, BulkItemState } from '@intake/contracts/bulk-actions';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One bulk action on the records list's selection or filtered result (issue 22.6). The client's
 * key makes a resent request the same action; its items are fixed when it is created.
 */
export const bulkActions = pgTable('bulk_actions', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind').$type<BulkActionKind>().notNull(),
  /** What the action does to each applicant (session, date, decision, message…). */
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  /** The selection or filter it was asked for, as sent, for the audit log and the screen. */
  target: jsonb('target').$type<Record<string, unknown>>().notNull(),
  state: text('state').$type<BulkActionState>().notNull().default('RUNNING'),
  total: integer('total').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * One applicant of a bulk action. An item is done, with its change and its e-mail, in one
 * transaction: a process killed half-way leaves each item whole or untouched, and the re-run
 * takes the pending ones only, so each applicant gets one e-mail per action.
 */
export const bulkActionItems = pgTable(
  'bulk_action_items',
  {
    actionId: uuid('action_id')
      .notNull()
      .references(() => bulkActions.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<BulkItemState>().notNull().default('PENDING'),
    /** Why an item was skipped or failed, in words staff read. */
    outcome: text('outcome'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.actionId, t.applicantId] }),
    index('bulk_action_items_pending_idx').on(t.actionId).where(sql`state = 'PENDING'`),
  ],
);

import type { ReminderStep } from '@intake/contracts/reminders';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Each step's reminder as admins set it (issue 23.3); a step without a row is off. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    step: text('step').$type<ReminderStep>().primaryKey(),
    enabled: boolean('enabled').notNull(),
    delayHours: integer('delay_hours').notNull(),
    /** Null: sent once per stall or event. */
    repeatAfterDays: integer('repeat_after_days'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('reminder_settings_delay_check', sql`delay_hours between 1 and 1440`),
    check('reminder_settings_repeat_check', sql`repeat_after_days between 1 and 90`),
  ],
);

/**
 * One row per reminder queued, written in the transaction that queues its mail. `occurrence` names
 * the stall (when the applicant reached the step) or the event (which session or interview, when);
 * `round` counts the repeats. The unique key is what makes two sweeps at once send one mail.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').$type<ReminderStep>().notNull(),
    occurrence: text('occurrence').notNull(),
    round: integer('round').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_sends_key').on(t.applicantId, t.step, t.occurrence, t.round),
    index('reminder_sends_step_sent_idx').on(t.step, t.sentAt),
  ],
);

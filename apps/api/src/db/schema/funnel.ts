import { bigint, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { counterSlot } from '../counter-slot.ts';
import { cohorts } from './applicants.ts';

/*
 * The funnel's counts per cohort (issue 23.6), kept by a trigger on activity_log (migration
 * "funnel_triggers") in the transaction of each status change, so the funnel of a cohort of a
 * million applicants reads a few thousand rows instead of millions of log entries. They hold no
 * personal data: an erased applicant stays counted. Each count is the sum of its slots
 * (`counterSlot`).
 */

/**
 * Applicants who reached a status (once each, however often they return to it), counted whole
 * (dimension 'all', value '') and by what they were when they reached it: 'gender', 'age_range',
 * 'state' (of origin, '' before the questionnaire says), and 'hour' (UTC hour, ISO; the service
 * groups hours into the school's days).
 */
export const funnelReached = pgTable(
  'funnel_reached',
  {
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    slot: counterSlot(),
    applicants: bigint('applicants', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cohortId, t.status, t.dimension, t.value, t.slot] })],
);

/** Applicants of a cohort in each list key now (their status, or WITHDRAWN), as the records list counts. */
export const funnelNow = pgTable(
  'funnel_now',
  {
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    slot: counterSlot(),
    applicants: bigint('applicants', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cohortId, t.listKey, t.slot] })],
);

/**
 * Time spent in a status before leaving it, as a histogram: whole minutes under a day, whole
 * hours (in minutes) from then on, so a median is exact to the minute or the hour.
 */
export const funnelStageMinutes = pgTable(
  'funnel_stage_minutes',
  {
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    minutes: integer('minutes').notNull(),
    slot: counterSlot(),
    applicants: bigint('applicants', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cohortId, t.status, t.minutes, t.slot] })],
);

/** Withdrawals by the status the applicant was in and the reason they wrote on the withdrawal form
 * (trimmed, lower case, cut at 200 characters, so that the same words count together). */
export const funnelWithdrawals = pgTable(
  'funnel_withdrawals',
  {
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    slot: counterSlot(),
    applicants: bigint('applicants', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cohortId, t.status, t.reason, t.slot] })],
);

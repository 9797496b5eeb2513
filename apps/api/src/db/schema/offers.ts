import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cohorts } from './applicants.ts';
import { users } from './users.ts';

export const offerStates = ['OUTSTANDING', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type OfferState = (typeof offerStates)[number];

/**
 * Each offer of admission made since issue 23.2, with its deadline: a job expires it there and
 * reminds the applicant once 48 hours before (decision 0081).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    state: text('state').$type<OfferState>().notNull().default('OUTSTANDING'),
    /** Made by promotion from the cohort's waitlist rather than by a staff decision. */
    fromWaitlist: boolean('from_waitlist').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offers_one_outstanding_key').on(t.applicantId).where(sql`state = 'OUTSTANDING'`),
    index('offers_cohort_idx').on(t.cohortId, t.state),
    // The sweep's two questions: which unanswered offers are past their deadline, or within 48 hours.
    index('offers_outstanding_deadline_idx').on(t.expiresAt).where(sql`state = 'OUTSTANDING'`),
  ],
);

/**
 * 'Not Sure' applicants waiting for a seat in their cohort. The rank is read live from the
 * applicant's review score and test score, so a later review moves them (decision 0081).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When they left the list: promoted to an offer, or decided on by staff. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    promoted: boolean('promoted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('waitlist_entries_one_waiting_key').on(t.applicantId).where(sql`left_at is null`),
    index('waitlist_entries_cohort_idx').on(t.cohortId, t.placedAt).where(sql`left_at is null`),
  ],
);

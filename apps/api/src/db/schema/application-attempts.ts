import type {
  ApplicationOutcome,
  ApplicationStatus,
  EarlierApplication,
  NativeState,
} from '@intake/contracts';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cohorts } from './applicants.ts';
import { users } from './users.ts';

/**
 * An application that ended (withdrawn, offer declined, not admitted), archived when the applicant
 * applied again with the same account (issue 23.4): what staff could see of it, as it stood. The
 * applicants row then holds the new application. Personal data: erased with the applicant.
 */
export const applicationAttempts = pgTable(
  'application_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    applicationNumber: bigint('application_number', { mode: 'number' }).notNull(),
    finalStatus: text('final_status').$type<ApplicationStatus>().notNull(),
    nativeState: text('native_state').$type<NativeState>().notNull(),
    outcome: text('outcome').$type<ApplicationOutcome>().notNull(),
    /** The applicant's withdrawal reason, or the elders' decision reason, where known. */
    reason: text('reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    questionnaire: jsonb('questionnaire').$type<Record<string, unknown>>(),
    testScore: integer('test_score'),
    reviewScore: numeric('review_score', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: smallint('review_count').notNull().default(0),
    decisionReason: text('decision_reason'),
    /** The scorecards and interview comments of the application; their live rows leave with it. */
    scorecards: jsonb('scorecards').$type<EarlierApplication['scorecards']>().notNull().default([]),
    interviewComments: jsonb('interview_comments')
      .$type<EarlierApplication['interviewComments']>()
      .notNull()
      .default([]),
    /** When the applicant applied again (the archive's moment). */
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_attempts_applicant_idx').on(t.applicantId, t.archivedAt)],
);

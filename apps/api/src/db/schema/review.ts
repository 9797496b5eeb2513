import type { Recommendation, ReviewStage } from '@intake/contracts/review';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cohorts } from './applicants.ts';
import { users } from './users.ts';

/**
 * One criterion of a cohort's rubric for a review stage (issue 22.1): what a 1 and a 5 look like
 * and its weight. Kept by admins; a criterion someone has scored is not deleted (decision 0072).
 */
export const rubricCriteria = pgTable(
  'rubric_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ReviewStage>().notNull(),
    name: text('name').notNull(),
    lowAnchor: text('low_anchor').notNull(),
    highAnchor: text('high_anchor').notNull(),
    weight: integer('weight').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rubric_criteria_name_key').on(t.cohortId, t.stage, sql`lower(${t.name})`),
    check('rubric_criteria_weight_check', sql`${t.weight} between 1 and 10`),
  ],
);

/**
 * One reviewer's scorecard for one applicant at one stage (issue 22.8): the first review round
 * and the interview are the same record with another stage, one per reviewer per stage.
 */
export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ReviewStage>().notNull(),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    /** A first-round review's recommendation (issue 22.3); null on interview cards. */
    recommendation: text('recommendation').$type<Recommendation>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scorecards_one_per_reviewer_key').on(t.applicantId, t.stage, t.reviewerId),
    index('scorecards_reviewer_idx').on(t.reviewerId, t.stage),
  ],
);

/** A scorecard's score (1–5) for one criterion. */
export const scorecardScores = pgTable(
  'scorecard_scores',
  {
    scorecardId: uuid('scorecard_id')
      .notNull()
      .references(() => scorecards.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => rubricCriteria.id, { onDelete: 'restrict' }),
    score: smallint('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scorecardId, t.criterionId] }),
    index('scorecard_scores_criterion_idx').on(t.criterionId),
    check('scorecard_scores_score_check', sql`${t.score} between 1 and 5`),
  ],
);

/**
 * An applicant given to a reviewer for the first round (issue 22.2): open until the reviewer's
 * first-round scorecard is in. One per applicant and reviewer.
 */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.applicantId, t.reviewerId] }),
    // A reviewer's open queue, oldest first; counting it is a reviewer's open load.
    index('review_assignments_open_idx').on(t.reviewerId, t.assignedAt).where(sql`completed_at is null`),
    index('review_assignments_reviewer_idx').on(t.reviewerId, t.completedAt),
  ],
);

/** A reviewer who must not review an applicant (issue 22.2), declared by hand or found by the system. */
export const reviewConflicts = pgTable(
  'review_conflicts',
  {
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    declaredBy: uuid('declared_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewerId, t.applicantId] }),
    index('review_conflicts_applicant_idx').on(t.applicantId),
  ],
);

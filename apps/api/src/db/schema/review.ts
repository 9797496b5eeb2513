import type { ReviewStage } from '@intake/contracts/review';
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

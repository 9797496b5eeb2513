import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cohorts } from './applicants.ts';
import { users } from './users.ts';

/**
 * The reasons admins keep for an elder's decision (issue 22, point 7): which decisions each fits and
 * the next step the applicant reads in the decision e-mail. A reason is archived, never deleted, so
 * the decisions that carry it keep their label.
 */
export const decisionReasons = pgTable(
  'decision_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    label: text('label').notNull(),
    decisions: text('decisions').array().notNull(),
    nextStep: text('next_step').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('decision_reasons_label_key').on(sql`lower(${t.label})`)],
);

/** Every decision an elder made, with its reason and the applicant's cohort then: the report reads it. */
export const admissionDecisions = pgTable(
  'admission_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    decision: text('decision').notNull(),
    reasonId: uuid('reason_id').references(() => decisionReasons.id),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admission_decisions_cohort_idx').on(t.cohortId, t.decision),
    index('admission_decisions_reason_idx').on(t.reasonId),
  ],
);

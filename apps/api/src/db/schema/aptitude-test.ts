import type { TestPause, UncountedAnswer } from '@intake/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The question bank; answers never leave the server except to staff. */
export const testQuestions = pgTable('test_questions', {
  id: text('id').primaryKey(),
  group: text('group').notNull(),
  question: text('question').notNull(),
  image: text('image').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
  answer: text('answer').notNull(),
  active: boolean('active').notNull().default(true),
});

/** One timed attempt; the partial unique index allows one live attempt per applicant. */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason').$type<'submitted' | 'deadline' | 'stopped'>(),
    score: integer('score'),
    resetAt: timestamp('reset_at', { withTimezone: true }),
    /** The server's last contact with the running test (heartbeat, answer, load): the pause evidence. */
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }).notNull().defaultNow(),
    /** Paused seconds counted so far (capped); deadline_at already includes them. */
    pausedSeconds: integer('paused_seconds').notNull().default(0),
    /** Each gap without contact longer than the pause gap: when it began, its length, what was counted. */
    pauses: jsonb('pauses').$type<TestPause[]>().notNull().default([]),
    /** Answers that reached the server but could not be counted, and why. */
    uncountedAnswers: jsonb('uncounted_answers').$type<UncountedAnswer[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('test_attempts_one_live_key').on(t.applicantId).where(sql`reset_at is null`),
    index('test_attempts_open_idx').on(t.deadlineAt).where(sql`closed_at is null`),
  ],
);

export const testAnswers = pgTable(
  'test_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => testQuestions.id),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

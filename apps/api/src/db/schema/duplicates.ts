import type { DuplicateMatch, DuplicateSource } from '@intake/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 23.5: two applicants who may be one person (same E.164 phone or e-mail key), one row per
 * pair (`first_id` < `second_id`). Kept once dismissed, so the pair is never flagged again.
 */
export const duplicatePairs = pgTable(
  'duplicate_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstId: uuid('first_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secondId: uuid('second_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchedOn: text('matched_on').array().$type<DuplicateMatch[]>().notNull(),
    /** Where it was found: at apply, at CSV import, or by the sweep over existing records. */
    source: text('source').$type<DuplicateSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when one of the two was merged into the other. */
    mergedAt: timestamp('merged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('duplicate_pairs_key').on(t.firstId, t.secondId),
    index('duplicate_pairs_second_idx').on(t.secondId),
    check('duplicate_pairs_ordered', sql`${t.firstId} < ${t.secondId}`),
  ],
);

/**
 * Issue 23.5: one merge. The merged record's user and applicant rows and every row that points at
 * it, as they were before the merge (`snapshot`), and how many rows were moved to the survivor.
 */
export const recordMerges = pgTable(
  'record_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    survivorId: uuid('survivor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mergedId: uuid('merged_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mergedBy: uuid('merged_by').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    moved: jsonb('moved').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    uniqueIndex('record_merges_merged_key').on(t.mergedId),
    index('record_merges_survivor_idx').on(t.survivorId),
  ],
);

import { and, type Column, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cohorts } from '../db/schema/index.ts';

/** The cohort whose application window holds `now` (opens inclusive, closes exclusive); windows never overlap. */
export async function findCohortOpenAt(db: Executor, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(and(lte(cohorts.applicationsOpenAt, now), gt(cohorts.applicationsCloseAt, now)));
  return row?.id;
}

/**
 * What the windows say at `now`: whether any cohort has one, whether one holds `now`, and whether
 * any window opened or closed after `since` (up to `now`), which ends an admin's manual start or stop.
 */
export async function findWindowState(db: Executor, since: Date, now: Date) {
  const boundaryPassed = (column: Column) => and(gt(column, since), lte(column, now));
  const [row] = await db
    .select({
      anyWindow: sql<boolean>`count(*) > 0`,
      openNow: sql<boolean>`coalesce(bool_or(${and(lte(cohorts.applicationsOpenAt, now), gt(cohorts.applicationsCloseAt, now))}), false)`,
      boundarySince: sql<boolean>`coalesce(bool_or(${or(boundaryPassed(cohorts.applicationsOpenAt), boundaryPassed(cohorts.applicationsCloseAt))}), false)`,
    })
    .from(cohorts)
    .where(isNotNull(cohorts.applicationsOpenAt));
  return {
    anyWindow: row?.anyWindow ?? false,
    openNow: row?.openNow ?? false,
    boundarySince: row?.boundarySince ?? false,
  };
}

/** The first opening or closing of any window after `now`. */
export async function findNextBoundary(db: Executor, now: Date): Promise<Date | undefined> {
  const opens = cohorts.applicationsOpenAt;
  const closes = cohorts.applicationsCloseAt;
  const after = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      next: sql<Date | string | null>`least(
        min(${opens}) filter (where ${opens} > ${after}),
        min(${closes}) filter (where ${closes} > ${after}))`,
    })
    .from(cohorts);
  return row?.next ? new Date(row.next) : undefined;
}

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cohorts,
  funnelNow,
  funnelReached,
  funnelStageMinutes,
  funnelWithdrawals,
} from '../../db/schema/index.ts';

/* The funnel reads the counts the activity log's trigger keeps (migration funnel_triggers), each
   the sum of its slots (migration counter_slots). */

export async function findCohortName(db: Executor, cohortId: string) {
  const [row] = await db.select({ name: cohorts.name }).from(cohorts).where(eq(cohorts.id, cohortId));
  return row?.name;
}

/** Applicants who reached each status, whole and by gender, age range and state of origin. */
export async function findReached(db: Executor, cohortId: string) {
  return db
    .select({
      status: funnelReached.status,
      dimension: funnelReached.dimension,
      value: funnelReached.value,
      applicants: sql<number>`sum(${funnelReached.applicants})::int`,
    })
    .from(funnelReached)
    .where(
      and(
        eq(funnelReached.cohortId, cohortId),
        inArray(funnelReached.dimension, ['all', 'gender', 'age_range', 'state']),
      ),
    )
    .groupBy(funnelReached.status, funnelReached.dimension, funnelReached.value);
}

/** New applications per day on the school's calendar, from the hours the trigger keeps. */
export async function countApplicationsPerDay(db: Executor, cohortId: string, timeZone: string) {
  const result = await db.execute(sql`
    select to_char((value::timestamptz at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
           sum(applicants)::int as applicants
    from ${funnelReached}
    where cohort_id = ${cohortId} and status = 'APPLIED' and dimension = 'hour'
    group by 1 order by 1`);
  return (result as unknown as { rows: { day: string; applicants: number }[] }).rows;
}

export async function findNow(db: Executor, cohortId: string) {
  return db
    .select({ listKey: funnelNow.listKey, applicants: sql<number>`sum(${funnelNow.applicants})::int` })
    .from(funnelNow)
    .where(eq(funnelNow.cohortId, cohortId))
    .groupBy(funnelNow.listKey);
}

/**
 * The median minutes in each status of those who left it: the first bucket of the histogram at
 * which the running count passes half of the status's total.
 */
export async function findMedianMinutes(db: Executor, cohortId: string) {
  const result = await db.execute(sql`
    select status, min(minutes)::int as minutes from (
      select status, minutes,
             sum(applicants) over (partition by status order by minutes) as running,
             sum(applicants) over (partition by status) as total
      from ${funnelStageMinutes} where cohort_id = ${cohortId}
    ) buckets
    where running * 2 >= total
    group by status`);
  return (result as unknown as { rows: { status: string; minutes: number }[] }).rows;
}

export async function countWithdrawnByStage(db: Executor, cohortId: string) {
  return db
    .select({
      status: funnelWithdrawals.status,
      applicants: sql<number>`sum(${funnelWithdrawals.applicants})::int`,
    })
    .from(funnelWithdrawals)
    .where(eq(funnelWithdrawals.cohortId, cohortId))
    .groupBy(funnelWithdrawals.status)
    .orderBy(funnelWithdrawals.status);
}

/** The most frequent withdrawal reasons; an empty reason (none written) is left out. */
export async function findTopWithdrawalReasons(db: Executor, cohortId: string, limit: number) {
  const applicants = sql<number>`sum(${funnelWithdrawals.applicants})::int`;
  return db
    .select({ reason: funnelWithdrawals.reason, applicants })
    .from(funnelWithdrawals)
    .where(and(eq(funnelWithdrawals.cohortId, cohortId), sql`${funnelWithdrawals.reason} <> ''`))
    .groupBy(funnelWithdrawals.reason)
    .orderBy(desc(applicants), asc(funnelWithdrawals.reason))
    .limit(limit);
}

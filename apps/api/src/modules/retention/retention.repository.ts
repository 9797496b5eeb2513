import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants } from '../../db/schema/index.ts';

/** The outcomes after which an application is over (issue 23.7); withdrawal counts too (withdrawn_at). */
export const FINAL_STATUSES = ['DECLINED_ADMISSION', 'DECLINED_INTERVIEW', 'ADMISSION_REJECTED'] as const;

export type RetentionDue = { userId: string; email: string; firstName: string; eraseAt: Date };

/**
 * Applicants of cohorts with a retention period whose erasure date (the day they reached their
 * outcome, from withdrawn_at or the activity log, plus the period) is at or before `until`.
 * `unwarnedOnly` picks those not yet warned. One set-based query; `limit` bounds a page.
 */
export async function findRetentionDue(
  db: Executor,
  until: Date,
  options: { unwarnedOnly: boolean; limit: number },
): Promise<RetentionDue[]> {
  const statuses = sql.join(
    FINAL_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select a.user_id as "userId", u.email, u.first_name as "firstName", due.erase_at as "eraseAt"
    from applicants a
    join users u on u.id = a.user_id
    join cohorts c on c.id = a.cohort_id
    cross join lateral (
      select coalesce(
        a.withdrawn_at,
        (select max(l.created_at) from activity_log l
          where l.applicant_id = a.user_id and l.to_status = a.application_status)
      ) + make_interval(days => c.retention_days) as erase_at
    ) due
    where c.retention_days is not null
      and a.erased_at is null
      and a.account_is_applicant
      and (a.withdrawn_at is not null or a.application_status in (${statuses}))
      and due.erase_at <= ${until.toISOString()}::timestamptz
      ${options.unwarnedOnly ? sql`and a.retention_warned_at is null` : sql``}
    order by due.erase_at, a.user_id
    limit ${options.limit}`);
  return (result as unknown as { rows: RetentionDue[] }).rows.map((row) => ({
    ...row,
    eraseAt: new Date(row.eraseAt),
  }));
}

/** Marks the applicants warned; answers those this call marked (another process may have won). */
export async function markWarned(db: Executor, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const marked = await db
    .update(applicants)
    .set({ retentionWarnedAt: sql`now()` })
    .where(and(inArray(applicants.userId, userIds), isNull(applicants.retentionWarnedAt)))
    .returning({ userId: applicants.userId });
  return marked.map((row) => row.userId);
}

export async function isStillErasable(db: Executor, userId: string) {
  const [row] = await db
    .select({ erasedAt: applicants.erasedAt })
    .from(applicants)
    .where(eq(applicants.userId, userId));
  return row !== undefined && row.erasedAt === null;
}

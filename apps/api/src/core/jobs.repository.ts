import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export type Job = typeof jobs.$inferSelect;

/** Queues a job; a job with the same unique key that has not finished is kept instead. */
export async function enqueueJob(
  db: Executor,
  job: { kind: string; payload: Record<string, unknown>; runAt: Date; uniqueKey?: string },
) {
  await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`finished_at is null` });
}

/** Claims due jobs with a lease; SKIP LOCKED lets every process share the queue. */
export async function claimDueJobs(db: Executor, limit: number, leaseSeconds: number): Promise<Job[]> {
  const result = await db.execute(sql`
    update ${jobs} set
      locked_until = now() + make_interval(secs => ${leaseSeconds}),
      attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where finished_at is null and run_at <= now() and (locked_until is null or locked_until < now())
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  return (result as unknown as { rows: Job[] }).rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function finishJob(db: Executor, id: number) {
  await db
    .update(jobs)
    .set({ finishedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(jobs.id, id));
}

export async function retryJob(db: Executor, id: number, error: string, retryInSeconds: number) {
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastError: error,
      runAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
    })
    .where(eq(jobs.id, id));
}

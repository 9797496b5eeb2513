import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activityLog, applicants, cohorts } from '../../db/schema/index.ts';

export type NewApplicant = typeof applicants.$inferInsert;
export type NewActivity = typeof activityLog.$inferInsert;

export async function insertApplicant(db: Executor, applicant: NewApplicant) {
  await db.insert(applicants).values(applicant);
}

export async function insertActivity(db: Executor, activity: NewActivity) {
  await db.insert(activityLog).values(activity);
}

export async function findCurrentCohortId(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.isCurrent, sql`true`));
  return row?.id;
}

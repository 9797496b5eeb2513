import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants, cohorts } from '../../db/schema/index.ts';

/** The cohort an applicant would be admitted to: its name and fee (null while unset). */
export async function findApplicantCohort(db: Executor, applicantId: string) {
  const [row] = await db
    .select({ name: cohorts.name, tuitionFee: cohorts.tuitionFee })
    .from(applicants)
    .innerJoin(cohorts, eq(cohorts.id, applicants.cohortId))
    .where(eq(applicants.userId, applicantId));
  return row;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants, enrolments, users } from '../../db/schema/index.ts';

export type EnrolmentRow = typeof enrolments.$inferSelect;

/** Inserts the form; undefined when the learner already has one. */
export async function insertEnrolment(db: Executor, row: typeof enrolments.$inferInsert) {
  const [created] = await db.insert(enrolments).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findEnrolment(db: Executor, applicantId: string) {
  const [row] = await db.select().from(enrolments).where(eq(enrolments.applicantId, applicantId));
  return row;
}

/** Records who checked the learner in; the first check-in stands. */
export async function markCheckedIn(db: Executor, applicantId: string, actorId: string) {
  await db
    .update(enrolments)
    .set({ checkedInAt: sql`now()`, checkedInBy: actorId })
    .where(and(eq(enrolments.applicantId, applicantId), isNull(enrolments.checkedInAt)));
}

/** What the agreements read about a learner: names, address, questionnaire. */
export async function findLearner(db: Executor, applicantId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      address: applicants.address,
      questionnaire: applicants.questionnaire,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.userId, applicantId));
  return row;
}

import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { interviews } from '../../db/schema/index.ts';

export async function findLatestInterview(db: Executor, applicantId: string) {
  const [row] = await db
    .select()
    .from(interviews)
    .where(eq(interviews.applicantId, applicantId))
    .orderBy(desc(interviews.createdAt))
    .limit(1);
  return row;
}

export async function insertInterview(
  db: Executor,
  interview: {
    applicantId: string;
    scheduledAt: Date;
    method: string;
    comment: string | null;
    invitedBy: string | null;
  },
) {
  const [row] = await db.insert(interviews).values(interview).returning();
  if (!row) throw new Error('insert into interviews returned nothing');
  return row;
}

/** Staff started it: the day it actually took place. */
export async function markInterviewHeld(db: Executor, interviewId: string) {
  await db
    .update(interviews)
    .set({ heldAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(interviews.id, interviewId));
}

export async function markInterviewAccepted(db: Executor, interviewId: string) {
  await db
    .update(interviews)
    .set({ acceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(interviews.id, interviewId));
}

/** A cancelled booking's interview: the one before it (if any) stands again. */
export async function deleteInterview(db: Executor, interviewId: string) {
  await db.delete(interviews).where(eq(interviews.id, interviewId));
}

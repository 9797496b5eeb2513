import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { interviewComments, users } from '../../db/schema/index.ts';

export async function insertComment(
  db: Executor,
  comment: { applicantId: string; authorId: string; comment: string },
) {
  await db.insert(interviewComments).values(comment);
}

export async function findComments(db: Executor, applicantId: string) {
  return db
    .select({
      id: interviewComments.id,
      comment: interviewComments.comment,
      createdAt: interviewComments.createdAt,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(interviewComments)
    .leftJoin(users, eq(users.id, interviewComments.authorId))
    .where(eq(interviewComments.applicantId, applicantId))
    .orderBy(asc(interviewComments.createdAt), asc(interviewComments.id));
}

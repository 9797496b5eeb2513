import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants, infoSessions, users } from '../../db/schema/index.ts';

export type InfoSessionRow = typeof infoSessions.$inferSelect;

/** What an admin sets on a session: its mode, start, and its link or venue. */
export type InfoSessionValues = Pick<
  typeof infoSessions.$inferInsert,
  'mode' | 'link' | 'venueAddress' | 'venueDirections' | 'startsAt'
>;

export async function insertInfoSession(db: Executor, session: InfoSessionValues) {
  const [row] = await db.insert(infoSessions).values(session).returning();
  if (!row) throw new Error('insert into info_sessions returned nothing');
  return row;
}

export async function updateInfoSession(db: Executor, id: string, session: InfoSessionValues) {
  const [row] = await db
    .update(infoSessions)
    .set({ ...session, updatedAt: sql`now()` })
    .where(eq(infoSessions.id, id))
    .returning();
  return row;
}

export async function findInfoSession(db: Executor, id: string) {
  const [row] = await db.select().from(infoSessions).where(eq(infoSessions.id, id));
  return row;
}

/** Sessions that have not started yet, soonest first. */
export async function findUpcomingInfoSessions(db: Executor) {
  return db
    .select()
    .from(infoSessions)
    .where(gt(infoSessions.startsAt, sql`now()`))
    .orderBy(asc(infoSessions.startsAt));
}

/** Everyone booked on a session that has not started, with that session. */
export async function findBookingsOfUpcomingSessions(db: Executor) {
  return db
    .select({ user: { id: users.id, email: users.email, firstName: users.firstName }, session: infoSessions })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .innerJoin(infoSessions, eq(infoSessions.id, applicants.infoSessionId))
    .where(
      and(
        gt(infoSessions.startsAt, sql`now()`),
        isNull(applicants.unsubscribedAt),
        isNull(applicants.withdrawnAt),
      ),
    );
}

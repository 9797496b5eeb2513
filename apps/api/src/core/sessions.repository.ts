import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

export async function insertSession(db: Executor, userId: string, absoluteSeconds: number) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt: sql`now() + make_interval(secs => ${absoluteSeconds})` })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error('insert into sessions returned nothing');
  return row;
}

/** The session with its user, if it is neither revoked, past its end, nor idle too long. */
export async function findLiveSession(db: Executor, sessionId: string, idleSeconds: number) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(secs => ${idleSeconds})`,
      ),
    );
  return row;
}

export async function touchSession(db: Executor, sessionId: string) {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Executor, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

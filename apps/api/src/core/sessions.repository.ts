import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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

/**
 * Of `sessionIds`, the sessions with their users that are neither revoked, past their end, nor idle
 * too long; one statement for many (plugins/auth.ts looks up the sessions of a moment together).
 */
export async function findLiveSessions(db: Executor, sessionIds: string[], idleSeconds: number) {
  return db
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
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(secs => ${idleSeconds})`,
      ),
    );
}

/** Records a use of each of `sessionIds` now; one statement for many, as findLiveSessions. */
export async function touchSessions(db: Executor, sessionIds: string[]) {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(inArray(sessions.id, sessionIds));
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

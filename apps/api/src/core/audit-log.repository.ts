import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';
import { escapeLike } from '../lib/sql-like.ts';

export async function insertAudit(
  db: Executor,
  entry: { actorId: string | null; action: string; subject?: string; details?: Record<string, unknown> },
) {
  await db.insert(auditLog).values(entry);
}

/** The latest audit entries, newest first, with the actor's e-mail; filtered by action and a fragment. */
export async function findAudit(db: Executor, filter: { action?: string; search?: string; limit: number }) {
  const conditions = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(auditLog.subject, pattern)));
  }
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: users.email,
      subject: auditLog.subject,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}

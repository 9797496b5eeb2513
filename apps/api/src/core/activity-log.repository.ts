import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { jsonRecordset } from '../db/json-rows.ts';
import { activityLog, users } from '../db/schema/index.ts';

export type NewActivity = typeof activityLog.$inferInsert;

export async function insertActivities(db: Executor, rows: NewActivity[]) {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    applicant_id: row.applicantId,
    actor_id: row.actorId ?? null,
    action: row.action,
    from_status: row.fromStatus ?? null,
    to_status: row.toStatus ?? null,
    details: row.details ?? null,
  }));
  await db.execute(sql`
    insert into ${activityLog} (applicant_id, actor_id, action, from_status, to_status, details)
    select applicant_id, actor_id, action, from_status, to_status, details
    from ${jsonRecordset(records, 'applicant_id uuid, actor_id uuid, action text, from_status text, to_status text, details jsonb')}`);
}

export const insertActivity = (db: Executor, activity: NewActivity) => insertActivities(db, [activity]);

/**
 * The applicant's activity log, oldest first, with who acted: staff read the actor's name, the
 * applicant's own data export only their role (privacy/export.service.ts).
 */
export async function findActivity(db: Executor, applicantId: string) {
  const actor = alias(users, 'actor');
  return db
    .select({
      action: activityLog.action,
      fromStatus: activityLog.fromStatus,
      toStatus: activityLog.toStatus,
      details: activityLog.details,
      createdAt: activityLog.createdAt,
      actorId: activityLog.actorId,
      actorRole: actor.role,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      actorEmail: actor.email,
    })
    .from(activityLog)
    .leftJoin(actor, eq(actor.id, activityLog.actorId))
    .where(eq(activityLog.applicantId, applicantId))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
}

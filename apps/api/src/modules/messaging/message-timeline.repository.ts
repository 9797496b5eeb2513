import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants, cohorts, mailOutbox } from '../../db/schema/index.ts';
import type { NewOutboxRow } from './messaging.repository.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** One page of a person's messages on every channel, newest first, and how many there are. */
export async function findMessagesOf(db: Executor, userId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, userId))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findMessageOf(db: Executor, userId: string, id: number) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.id, id)));
  return row;
}

/** Writes rows and answers them as stored (the timeline shows what was queued). */
export async function insertOutboxReturning(db: Executor, rows: NewOutboxRow[]) {
  if (rows.length === 0) return [];
  return db
    .insert(mailOutbox)
    .values(
      rows.map((row) => ({
        kind: row.kind,
        userId: row.userId,
        channel: row.channel,
        toAddress: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments: row.attachments as OutboxRow['attachments'],
        messageId: row.messageId,
        actionUrl: row.actionUrl,
        units: row.units,
        status: row.status,
        lastError: row.lastError,
        priority: row.priority ?? 0,
      })),
    )
    .returning();
}

/**
 * SMS units the providers took (sent or delivered), by calendar month in the school's zone and by
 * the applicant's cohort; a message to someone without an applicant record counts under no cohort.
 */
export async function sumSmsUnitsByMonth(db: Executor, timeZone: string) {
  const month = sql<string>`to_char(coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt}) at time zone ${timeZone}, 'YYYY-MM')`;
  return (
    db
      .select({
        month,
        cohortId: cohorts.id,
        cohortName: cohorts.name,
        messages: sql<number>`count(*)::int`,
        units: sql<number>`coalesce(sum(${mailOutbox.units}), 0)::int`,
      })
      .from(mailOutbox)
      .leftJoin(applicants, eq(applicants.userId, mailOutbox.userId))
      .leftJoin(cohorts, eq(cohorts.id, applicants.cohortId))
      .where(and(eq(mailOutbox.channel, 'sms'), inArray(mailOutbox.status, ['sent', 'delivered'])))
      // By position: the zone is a parameter, and a second copy of the expression would not match the first.
      .groupBy(sql`1`, cohorts.id, cohorts.name)
      .orderBy(sql`1 desc`, cohorts.name)
  );
}

import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox, workLeases } from '../../db/schema/index.ts';
import type { Receipt } from '../messaging/delivery.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * Claims due messages for this process, a person's own before bulk ones (`priority`): SKIP LOCKED
 * lets many workers share the outbox, and the lease (locked_until) hands a message back if the
 * process dies while sending it.
 */
export async function claimDueMail(
  db: Executor,
  limit: number,
  leaseSeconds: number,
  /** Only messages of a priority before this one (a person's own, not bulk). */
  beforePriority?: number,
): Promise<OutboxMail[]> {
  const result = await db.execute(sql`
    update ${mailOutbox} set
      locked_until = now() + make_interval(secs => ${leaseSeconds}),
      attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
        ${beforePriority === undefined ? sql`` : sql`and priority < ${beforePriority}`}
      order by priority, next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
}

/** Handed over: the provider, its id for the message and its answer (an SMTP 250 reply's text). */
export async function markMailSent(db: Executor, id: number, receipt: Receipt) {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lockedUntil: null,
      lastError: null,
      provider: receipt.provider,
      providerMessageId: receipt.providerMessageId ?? null,
      providerStatus: receipt.providerStatus ?? null,
      cost: receipt.cost ?? null,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** Held back for good: the recipient opted out after it was queued. */
export async function markMailSkipped(db: Executor, ids: number[], reason: string) {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'skipped', lockedUntil: null, lastError: reason })
    .where(inArray(mailOutbox.id, ids));
}

export async function markMailFailed(db: Executor, id: number, error: string, retryInSeconds: number | null) {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', failedAt: sql`now()`, lockedUntil: null, lastError: error }
        : {
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(eq(mailOutbox.id, id));
}

export async function listRecentMail(db: Executor, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.channel, 'email'))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/** Messages still to go of priority `fromPriority` or after (a bulk send's: `BULK_PRIORITY`). */
export async function countPendingMail(db: Executor, fromPriority: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), gte(mailOutbox.priority, fromPriority)));
  return row?.count ?? 0;
}

/**
 * Takes the lease `name` for `holder` for `seconds` from now: when no one holds it, or its last
 * holder's time ran out. Its holder renews it only once `renewAfter` seconds of it have passed:
 * a worker asks before every batch, up to ten times a second, and each renewal is a write.
 * Whether `holder` holds it now.
 */
export async function takeWorkLease(
  db: Executor,
  lease: { name: string; holder: string; seconds: number; renewAfter: number },
) {
  const { name, holder, seconds, renewAfter } = lease;
  const result = await db.execute(sql`
    with taken as (
      insert into ${workLeases} (name, holder, held_until)
      values (${name}, ${holder}, now() + make_interval(secs => ${seconds}))
      on conflict (name) do update set holder = excluded.holder, held_until = excluded.held_until
      where ${workLeases.heldUntil} < now()
        or (${workLeases.holder} = excluded.holder
          and ${workLeases.heldUntil} < now() + make_interval(secs => ${seconds - renewAfter}))
      returning holder
    )
    select exists (select 1 from taken)
      or exists (
        select 1 from ${workLeases} where name = ${name} and holder = ${holder} and held_until >= now()
      ) as held`);
  return (result as unknown as { rows: { held: boolean }[] }).rows[0]?.held === true;
}

/** Gives the lease up at once, if `holder` holds it, for another process to take. */
export async function releaseWorkLease(db: Executor, name: string, holder: string) {
  await db
    .update(workLeases)
    .set({ heldUntil: sql`now() - interval '1 second'` })
    .where(and(eq(workLeases.name, name), eq(workLeases.holder, holder)));
}

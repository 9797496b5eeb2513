import { PHONE_CODE_KIND, type PhoneChannel } from '@intake/contracts/messaging';
import { and, count, desc, eq, gt, isNotNull, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox, phoneConfirmations, users } from '../../db/schema/index.ts';

/** One applicant's consent and codes change one at a time: a double click waits for the first. */
export async function lockPersonChannels(db: Executor, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`phone-consent:${userId}`}, 0))`);
}

export async function findPhoneOnFile(db: Executor, userId: string) {
  const [row] = await db
    .select({ phone: users.phone, dialCode: users.dialCode })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** How many codes went to the person since a time, and when the last one went. */
export async function codesSentSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ sent: count(), lastSentAt: max(phoneConfirmations.sentAt) })
    .from(phoneConfirmations)
    .where(and(eq(phoneConfirmations.userId, userId), gt(phoneConfirmations.sentAt, since)));
  return { sent: row?.sent ?? 0, lastSentAt: row?.lastSentAt ?? null };
}

export async function insertPhoneCode(
  db: Executor,
  row: { userId: string; phone: string; codeHash: string; sentAt: Date; expiresAt: Date },
) {
  await db.insert(phoneConfirmations).values(row);
}

/** The newest code sent to the person at this number: the only one that can confirm it. */
export async function findLatestCode(db: Executor, userId: string, phone: string) {
  const [row] = await db
    .select()
    .from(phoneConfirmations)
    .where(and(eq(phoneConfirmations.userId, userId), eq(phoneConfirmations.phone, phone)))
    .orderBy(desc(phoneConfirmations.id))
    .limit(1);
  return row;
}

export async function countWrongTry(db: Executor, id: number) {
  const [row] = await db
    .update(phoneConfirmations)
    .set({ tries: sql`${phoneConfirmations.tries} + 1` })
    .where(eq(phoneConfirmations.id, id))
    .returning({ tries: phoneConfirmations.tries });
  return row?.tries ?? 0;
}

export async function markPhoneConfirmed(db: Executor, id: number, at: Date) {
  await db.update(phoneConfirmations).set({ confirmedAt: at }).where(eq(phoneConfirmations.id, id));
}

/** Whether the person confirmed this number with a code. */
export async function isPhoneConfirmed(db: Executor, userId: string, phone: string) {
  const [row] = await db
    .select({ id: phoneConfirmations.id })
    .from(phoneConfirmations)
    .where(
      and(
        eq(phoneConfirmations.userId, userId),
        eq(phoneConfirmations.phone, phone),
        isNotNull(phoneConfirmations.confirmedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Holds back what still waits for the person on a channel they left (their codes still go). */
export async function skipPendingFor(db: Executor, userId: string, channel: PhoneChannel, reason: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'skipped', lastError: reason, lockedUntil: null })
    .where(
      and(
        eq(mailOutbox.userId, userId),
        eq(mailOutbox.channel, channel),
        eq(mailOutbox.status, 'pending'),
        ne(mailOutbox.kind, PHONE_CODE_KIND),
      ),
    );
}

import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { guardianConsents, phoneConfirmations, users } from '../../db/schema/index.ts';

export type GuardianConsentRow = typeof guardianConsents.$inferSelect;
export type NewGuardianConsent = Omit<typeof guardianConsents.$inferInsert, 'linkExpiresAt'> & {
  linkDays: number;
};

/** Expiry on the database's clock, like every check of it. */
export async function insertGuardianConsent(db: Executor, row: NewGuardianConsent) {
  const { linkDays, ...values } = row;
  const [created] = await db
    .insert(guardianConsents)
    .values({ ...values, linkExpiresAt: sql`now() + make_interval(days => ${linkDays})` })
    .returning();
  return created as GuardianConsentRow;
}

/** The request a link opens, with its expiries read on the database's clock. */
export async function findByLinkHash(db: Executor, linkHash: string) {
  const [row] = await db
    .select({
      consent: guardianConsents,
      linkExpired: sql<boolean>`${guardianConsents.linkExpiresAt} <= now()`,
      codeExpired: sql<boolean>`coalesce(${guardianConsents.codeExpiresAt} <= now(), true)`,
      codeSentSecondsAgo: sql<
        number | null
      >`extract(epoch from now() - ${guardianConsents.codeSentAt})::float8`,
    })
    .from(guardianConsents)
    .where(eq(guardianConsents.linkHash, linkHash));
  return row;
}

/** The learner's latest request that was not replaced by a newer one. */
export async function findLatestConsent(db: Executor, applicantId: string) {
  const [row] = await db
    .select()
    .from(guardianConsents)
    .where(and(eq(guardianConsents.applicantId, applicantId), ne(guardianConsents.state, 'replaced')))
    .orderBy(desc(guardianConsents.createdAt))
    .limit(1);
  return row;
}

/** The guardians' answers staff see beside the learner's agreements. */
export async function findAnsweredConsents(db: Executor, applicantId: string) {
  return db
    .select()
    .from(guardianConsents)
    .where(
      and(
        eq(guardianConsents.applicantId, applicantId),
        inArray(guardianConsents.state, ['signed', 'declined']),
      ),
    )
    .orderBy(desc(guardianConsents.decidedAt));
}

/** The waiting request's link stops working: a new one (a resend, another guardian) takes its place. */
export async function replaceWaiting(db: Executor, applicantId: string) {
  await db
    .update(guardianConsents)
    .set({ state: 'replaced' })
    .where(and(eq(guardianConsents.applicantId, applicantId), eq(guardianConsents.state, 'waiting')));
}

/** Stores a new code's digest; false when the link's codes are spent or it is no longer waiting. */
export async function saveCode(
  db: Executor,
  id: string,
  codeHash: string,
  minutes: number,
  maxSends: number,
) {
  const rows = await db
    .update(guardianConsents)
    .set({
      codeHash,
      codeExpiresAt: sql`now() + make_interval(mins => ${minutes})`,
      codeTries: 0,
      codesSent: sql`${guardianConsents.codesSent} + 1`,
      codeSentAt: sql`now()`,
    })
    .where(
      and(
        eq(guardianConsents.id, id),
        eq(guardianConsents.state, 'waiting'),
        lt(guardianConsents.codesSent, maxSends),
      ),
    )
    .returning({ id: guardianConsents.id });
  return rows.length === 1;
}

/** Counts a wrong code; false when the tries were already spent (a racing request). */
export async function countCodeTry(db: Executor, id: string, maxTries: number) {
  const rows = await db
    .update(guardianConsents)
    .set({ codeTries: sql`${guardianConsents.codeTries} + 1` })
    .where(and(eq(guardianConsents.id, id), lt(guardianConsents.codeTries, maxTries)))
    .returning({ id: guardianConsents.id });
  return rows.length === 1;
}

/** The phone is confirmed; the code is used up. */
export async function markPhoneVerified(db: Executor, id: string) {
  await db
    .update(guardianConsents)
    .set({ phoneVerifiedAt: sql`now()`, codeHash: null, codeExpiresAt: null })
    .where(eq(guardianConsents.id, id));
}

/** Records the guardian's answer; undefined when it was answered (or replaced) first. */
export async function recordAnswer(
  db: Executor,
  id: string,
  answer: Pick<
    GuardianConsentRow,
    'relationship' | 'relationshipOther' | 'signedName' | 'declineReason' | 'ipAddress' | 'userAgent'
  > & { state: 'signed' | 'declined' },
) {
  const [row] = await db
    .update(guardianConsents)
    .set({ ...answer, decidedAt: sql`now()` })
    .where(and(eq(guardianConsents.id, id), eq(guardianConsents.state, 'waiting')))
    .returning();
  return row;
}

/** The learner's own e-mail, phone (as typed, with its dial code) and every number they confirmed. */
export async function findLearnerContacts(db: Executor, learnerId: string) {
  const [user] = await db
    .select({ email: users.email, phone: users.phone, dialCode: users.dialCode, phoneE164: users.phoneE164 })
    .from(users)
    .where(eq(users.id, learnerId));
  const confirmed = await db
    .selectDistinct({ phone: phoneConfirmations.phone })
    .from(phoneConfirmations)
    .where(and(eq(phoneConfirmations.userId, learnerId), isNotNull(phoneConfirmations.confirmedAt)));
  return user ? { ...user, confirmedPhones: confirmed.map((row) => row.phone) } : undefined;
}

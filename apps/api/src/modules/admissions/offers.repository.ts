import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  applicants,
  cohorts,
  type OfferState,
  offers,
  testAttempts,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The cohort's name, fee, seats and response window; with `lock`, its row is held until the
 * transaction ends: every offer, expiry, decline and promotion in a cohort takes this lock before
 * counting seats, so two of them never count the same free seat.
 */
export async function findCohortTerms(db: Executor, cohortId: string, lock: boolean) {
  const query = db
    .select({
      name: cohorts.name,
      tuitionFee: cohorts.tuitionFee,
      seats: cohorts.seats,
      offerResponseDays: cohorts.offerResponseDays,
    })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const admittedKeys = sql`('ACCEPTED_ADMISSION', 'ENROLLED', 'CHECKED_IN', 'NATIVE')`;

/**
 * A cohort's listed applicants with an offer out, who accepted (and went on), and of those who
 * paid. Read from the applicants themselves, so offers made before issue 23.2 count too; withdrawn
 * and erased applicants hold no seat.
 */
export async function countSeatsTaken(db: Executor, cohortId: string) {
  const [row] = rowsOf<{ offered: number; accepted: number; paid: number }>(
    await db.execute(sql`
      select
        count(*) filter (where list_key = 'OFFERED_ADMISSION')::int as offered,
        count(*) filter (where list_key in ${admittedKeys})::int as accepted,
        count(*) filter (where list_key in ${admittedKeys}
          and native_state not in ('PENDING', 'ACCEPTED_ADMISSION'))::int as paid
      from ${applicants}
      where cohort_id = ${cohortId}`),
  );
  return row ?? { offered: 0, accepted: 0, paid: 0 };
}

/** Records an offer whose deadline is `seconds` from now on the database's clock. */
export async function insertOffer(
  db: Executor,
  offer: { applicantId: string; cohortId: string; seconds: number; fromWaitlist: boolean },
) {
  await db.insert(offers).values({
    applicantId: offer.applicantId,
    cohortId: offer.cohortId,
    fromWaitlist: offer.fromWaitlist,
    expiresAt: sql`now() + make_interval(secs => ${offer.seconds})`,
  });
}

/** The applicant's unanswered offer with the seconds it has left (the offer link lives as long). */
export async function findOutstandingOffer(db: Executor, applicantId: string) {
  const [row] = await db
    .select({
      id: offers.id,
      cohortId: offers.cohortId,
      expiresAt: offers.expiresAt,
      fromWaitlist: offers.fromWaitlist,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${offers.expiresAt} - now())))::int`,
    })
    .from(offers)
    .where(and(eq(offers.applicantId, applicantId), eq(offers.state, 'OUTSTANDING')));
  return row;
}

/** The offer, locked, if it is still unanswered. */
export async function lockOutstandingOffer(db: Executor, offerId: string) {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.state, 'OUTSTANDING')))
    .for('update');
  return row;
}

/** Closes the applicant's unanswered offer (accepted, declined or expired); returns it if there was one. */
export async function closeOutstandingOffer(db: Executor, applicantId: string, state: OfferState) {
  const [row] = await db
    .update(offers)
    .set({ state, closedAt: sql`now()` })
    .where(and(eq(offers.applicantId, applicantId), eq(offers.state, 'OUTSTANDING')))
    .returning({ id: offers.id, cohortId: offers.cohortId });
  return row;
}

/** Unanswered offers past their deadline, oldest first: the applicant to lock and the offer. */
export async function findDueOffers(db: Executor, limit: number) {
  return db
    .select({ id: offers.id, applicantId: offers.applicantId })
    .from(offers)
    .where(and(eq(offers.state, 'OUTSTANDING'), sql`${offers.expiresAt} <= now()`))
    .orderBy(offers.expiresAt)
    .limit(limit);
}

/**
 * Marks up to `limit` unanswered offers that lapse within 48 hours as reminded and returns them
 * with their applicant: the mark is the claim, so each offer is reminded once whatever runs at
 * once. An offer made with 48 hours or less to answer is not reminded.
 */
export async function claimDueReminders(db: Executor, limit: number) {
  return rowsOf<{
    applicant_id: string;
    expires_at: string | Date;
    seconds_left: number;
    email: string;
    first_name: string;
  }>(
    await db.execute(sql`
      with due as (
        select id from ${offers}
        where state = 'OUTSTANDING' and reminded_at is null
          and expires_at > now() and expires_at <= now() + interval '48 hours'
          and expires_at - offered_at > interval '48 hours'
        order by expires_at
        limit ${limit}
        for update skip locked
      )
      update ${offers} o set reminded_at = now()
      from due, ${users} u
      where o.id = due.id and u.id = o.applicant_id
      returning o.applicant_id, o.expires_at, u.email, u.first_name,
        greatest(1, ceil(extract(epoch from o.expires_at - now())))::int as seconds_left`),
  );
}

/** Puts the applicant on the cohort's waitlist; an applicant already waiting stays where they are. */
export async function insertWaitlistEntry(db: Executor, entry: { applicantId: string; cohortId: string }) {
  await db
    .insert(waitlistEntries)
    .values(entry)
    .onConflictDoNothing({ target: waitlistEntries.applicantId, where: sql`left_at is null` });
}

/** Takes the applicant off any waitlist they are on (promoted, or decided on by staff). */
export async function leaveWaitlist(db: Executor, applicantId: string, promoted: boolean) {
  await db
    .update(waitlistEntries)
    .set({ leftAt: sql`now()`, promoted })
    .where(and(eq(waitlistEntries.applicantId, applicantId), sql`${waitlistEntries.leftAt} is null`));
}

/**
 * The rank (decision 0081): applicants with a first-round review score first, highest first; then
 * by the score of their live test attempt, highest first; then who was placed first. Only
 * applicants who can still be offered a place (interviewed, not withdrawn or erased) are ranked.
 */
const waitlistOrder = sql`a.review_score desc nulls last, t.score desc nulls last, w.placed_at, w.id`;
/**
 * The first applicant in rank order whose row no one else holds, locked: one being decided on by
 * staff right now is passed over rather than waited for, so locks are always taken applicant
 * first, cohort second, and a promotion cannot deadlock with a decision.
 */
export async function lockNextOnWaitlist(db: Executor, cohortId: string) {
  const [row] = rowsOf<{ applicant_id: string }>(
    await db.execute(sql`
      select w.applicant_id
      from ${waitlistEntries} w
      join ${applicants} a on a.user_id = w.applicant_id
      left join ${testAttempts} t on t.applicant_id = w.applicant_id and t.reset_at is null
      where w.cohort_id = ${cohortId} and w.left_at is null and a.list_key = 'INTERVIEWED'
      order by ${waitlistOrder}
      limit 1
      for update of a skip locked`),
  );
  return row?.applicant_id;
}

/** The cohort's waitlist in rank order, for the console. */
export async function findWaitlist(db: Executor, cohortId: string) {
  return rowsOf<{
    applicant_id: string;
    first_name: string;
    last_name: string;
    email: string;
    review_score: string | number | null;
    test_score: number | null;
    placed_at: string | Date;
  }>(
    await db.execute(sql`
      select w.applicant_id, u.first_name, u.last_name, u.email, a.review_score,
        t.score as test_score, w.placed_at
      from ${waitlistEntries} w
      join ${applicants} a on a.user_id = w.applicant_id
      join ${users} u on u.id = w.applicant_id
      left join ${testAttempts} t on t.applicant_id = w.applicant_id and t.reset_at is null
      where w.cohort_id = ${cohortId} and w.left_at is null and a.list_key = 'INTERVIEWED'
      order by ${waitlistOrder}`),
  );
}

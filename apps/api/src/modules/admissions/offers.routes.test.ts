import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  applicantStateOf,
  createApplicantWithPassword,
  latestMailTo,
  linkTokenMailedTo,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { activityLog, applicants, cohorts, mailOutbox, offers, testAttempts } from '../../db/schema/index.ts';
import { expireDueOffers, OFFERS_SWEEP_JOB, remindDueOffers } from './offers.service.ts';

let app: FastifyInstance;
let elder: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  elder = await staffHeaders(app, 'ELDER');
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

/** A cohort of its own (not the current one), so tests beside these do not share its seats. */
async function cohort(seats: number | null, offerResponseDays = 7) {
  const [row] = await app.db
    .insert(cohorts)
    .values({
      name: `Offers ${crypto.randomUUID()}`,
      tuitionFee: 500_000,
      startMonth: 1,
      startYear: 2027,
      seats,
      offerResponseDays,
    })
    .returning({ id: cohorts.id });
  return (row as { id: string }).id;
}

async function interviewedIn(cohortId: string, scores: { review?: number; test?: number } = {}) {
  const applicant = await createApplicantWithPassword(app);
  await setApplicationStatus(app, applicant.email, 'INTERVIEWED');
  const userId = (await applicantStateOf(app, applicant.email))?.id as string;
  await app.db
    .update(applicants)
    .set({ cohortId, reviewScore: scores.review ?? null })
    .where(eq(applicants.userId, userId));
  if (scores.test !== undefined) {
    await app.db
      .insert(testAttempts)
      .values({ applicantId: userId, questionIds: [], deadlineAt: new Date(), score: scores.test });
  }
  return { ...applicant, userId };
}

const decide = (email: string, decision: string) =>
  app.inject({
    method: 'POST',
    url: `/api/elder/sendInterviewDecision/${email}/${encodeURIComponent(decision)}/`,
    headers: elder,
  });
const statusOf = async (email: string) => (await applicantStateOf(app, email))?.status;
const seatsOf = async (cohortId: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/admissions/cohorts/${cohortId}/seats`, headers: admin })
  ).json();
const offerOf = async (userId: string) => {
  const [row] = await app.db
    .select()
    .from(offers)
    .where(eq(offers.applicantId, userId))
    .orderBy(sql`offered_at desc`);
  return row;
};
/** Moves the applicant's unanswered offer's deadline (and when it was made) by the given hours from now. */
const setDeadline = (userId: string, hoursFromNow: number, offeredHoursAgo = 24 * 6) =>
  app.db
    .update(offers)
    .set({
      expiresAt: sql`now() + make_interval(secs => ${hoursFromNow * 3600})`,
      offeredAt: sql`now() - make_interval(secs => ${offeredHoursAgo * 3600})`,
    })
    .where(and(eq(offers.applicantId, userId), eq(offers.state, 'OUTSTANDING')));
const answer = (token: string, choice: 'accept' | 'decline') =>
  app.inject({ method: 'POST', url: `/api/applicant/${choice}AdmissionOffer/${token}` });
const offerToken = (email: string) => linkTokenMailedTo(app, email, '/admission/respond/');

describe('offer deadlines', () => {
  it("records the deadline from the cohort's response window and states it in the e-mail", async () => {
    const cohortId = await cohort(null, 5);
    const applicant = await interviewedIn(cohortId);
    expect((await decide(applicant.email, 'Offer Admission')).statusCode).toBe(200);
    const offer = await offerOf(applicant.userId);
    expect(offer?.state).toBe('OUTSTANDING');
    const days = ((offer?.expiresAt.getTime() ?? 0) - (offer?.offeredAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(5, 3);
    const mail = await latestMailTo(app, applicant.email);
    expect(mail?.text).toContain('Please accept or decline this offer by');
    // The school's date, day-month-year, of the deadline.
    const deadline = new Intl.DateTimeFormat('en-GB', {
      timeZone: app.config.timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(offer?.expiresAt)
      .replaceAll('/', '-');
    expect(mail?.text).toContain(deadline);
    expect(mail?.text).not.toContain('waiting list');
  });

  it('expires by the job at the deadline: declined, the link says so, the seat is free', async () => {
    const cohortId = await cohort(3);
    const applicant = await interviewedIn(cohortId);
    await decide(applicant.email, 'Offer Admission');
    const token = await offerToken(applicant.email);
    await setDeadline(applicant.userId, -0.001);
    // The link's own expiry follows the offer's; here it is moved with it, as the deadline passed.
    await app.db.execute(
      sql`update link_tokens set expires_at = now() - interval '1 second' where user_id = ${applicant.userId}`,
    );
    await app.jobs.enqueue(app.db, { kind: OFFERS_SWEEP_JOB, payload: {} });
    await app.jobs.runDue();
    expect(await statusOf(applicant.email)).toBe('DECLINED_ADMISSION');
    expect((await offerOf(applicant.userId))?.state).toBe('EXPIRED');
    const log = await app.db.select().from(activityLog).where(eq(activityLog.applicantId, applicant.userId));
    expect(log.map((entry) => entry.action)).toContain('ADMISSION_OFFER_EXPIRED');
    expect(
      (await app.inject({ method: 'GET', url: `/api/applicant/admissionOffer/${token}` })).json().next,
    ).toBe('/admission/offer_expired');
    expect(await seatsOf(cohortId)).toMatchObject({ seats: 3, offered: 0, remaining: 3 });
  });

  it('reminds once, 48 hours before the deadline, with a working link', async () => {
    const cohortId = await cohort(null);
    const applicant = await interviewedIn(cohortId);
    await decide(applicant.email, 'Offer Admission');
    await setDeadline(applicant.userId, 50);
    await remindDueOffers(app);
    const reminders = () =>
      app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, applicant.email), eq(mailOutbox.kind, 'offer-reminder')));
    expect(await reminders()).toHaveLength(0);
    await setDeadline(applicant.userId, 47);
    await Promise.all([remindDueOffers(app), remindDueOffers(app)]);
    await remindDueOffers(app);
    expect(await reminders()).toHaveLength(1);
    const token = await offerToken(applicant.email);
    expect((await answer(token, 'accept')).json().next).toBe('/admission/accepted_offer');
  });

  it('does not remind an offer made with 48 hours or less to answer', async () => {
    const cohortId = await cohort(null);
    const applicant = await interviewedIn(cohortId);
    await decide(applicant.email, 'Offer Admission');
    await setDeadline(applicant.userId, 40, 1);
    await remindDueOffers(app);
    expect((await offerOf(applicant.userId))?.remindedAt).toBeNull();
  });
});

describe('seats and the waitlist', () => {
  it('ranks by review score, then test score, then who was placed first', async () => {
    const cohortId = await cohort(5);
    const placed = [
      await interviewedIn(cohortId, { test: 80 }),
      await interviewedIn(cohortId, { review: 2 }),
      await interviewedIn(cohortId, { test: 95 }),
      await interviewedIn(cohortId, { test: 80 }),
      await interviewedIn(cohortId, { review: 4, test: 10 }),
      await interviewedIn(cohortId),
    ];
    for (const applicant of placed) expect((await decide(applicant.email, 'Not Sure')).statusCode).toBe(200);
    const { waitlist } = await seatsOf(cohortId);
    const order = [4, 1, 2, 0, 3, 5].map((i) => placed[i]?.userId);
    expect(waitlist.map((entry: { applicantId: string }) => entry.applicantId)).toEqual(order);
    expect(waitlist[0]).toMatchObject({ rank: 1, reviewScore: 4, testScore: 10 });
  });

  it('a declined offer goes to the next on the waitlist, whose e-mail says so', async () => {
    const cohortId = await cohort(1);
    const offered = await interviewedIn(cohortId);
    const lower = await interviewedIn(cohortId, { review: 3 });
    const higher = await interviewedIn(cohortId, { review: 4.5 });
    await decide(offered.email, 'Offer Admission');
    await decide(lower.email, 'Not Sure');
    await decide(higher.email, 'Not Sure');
    expect(await seatsOf(cohortId)).toMatchObject({ offered: 1, remaining: 0 });
    expect((await answer(await offerToken(offered.email), 'decline')).json().next).toBe(
      '/admission/offer_declined',
    );
    expect(await statusOf(higher.email)).toBe('OFFERED_ADMISSION');
    expect(await statusOf(lower.email)).toBe('INTERVIEWED');
    const mail = await latestMailTo(app, higher.email);
    expect(mail?.kind).toBe('admission-offer');
    expect(mail?.text).toContain('next on our waiting list');
    expect((await offerOf(higher.userId))?.fromWaitlist).toBe(true);
    const seats = await seatsOf(cohortId);
    expect(seats).toMatchObject({ offered: 1, remaining: 0 });
    expect(seats.waitlist.map((entry: { applicantId: string }) => entry.applicantId)).toEqual([lower.userId]);
  });

  it('refuses an offer past the seats with a 409; an accepted offer keeps its seat', async () => {
    const cohortId = await cohort(1);
    const first = await interviewedIn(cohortId);
    const second = await interviewedIn(cohortId);
    expect((await decide(first.email, 'Offer Admission')).statusCode).toBe(200);
    const refused = await decide(second.email, 'Offer Admission');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json().message).toContain('Every seat');
    expect(await statusOf(second.email)).toBe('INTERVIEWED');
    // Not yet interviewed: the status rule's sentence, not the seats'.
    const early = await interviewedIn(cohortId);
    await setApplicationStatus(app, early.email, 'TESTED');
    expect((await decide(early.email, 'Offer Admission')).json().message).toContain('interview is done');
    await answer(await offerToken(first.email), 'accept');
    expect(await seatsOf(cohortId)).toMatchObject({ offered: 0, accepted: 1, paid: 0, remaining: 0 });
    expect((await decide(second.email, 'Offer Admission')).statusCode).toBe(409);
  });

  it('gives the last seat to one of two offers made at once', async () => {
    const cohortId = await cohort(1);
    const one = await interviewedIn(cohortId);
    const two = await interviewedIn(cohortId);
    // At once on PostgreSQL (two connections racing for the seat); PGlite has one connection.
    const answers =
      app.database.kind === 'postgres'
        ? await Promise.all([decide(one.email, 'Offer Admission'), decide(two.email, 'Offer Admission')])
        : [await decide(one.email, 'Offer Admission'), await decide(two.email, 'Offer Admission')];
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await seatsOf(cohortId)).toMatchObject({ offered: 1, remaining: 0 });
  });

  it('a bulk offer past the seats skips the rest with the same sentence', async () => {
    const cohortId = await cohort(1);
    const one = await interviewedIn(cohortId);
    const two = await interviewedIn(cohortId);
    const created = await app.inject({
      method: 'POST',
      url: '/api/bulkActions',
      headers: admin,
      payload: {
        kind: 'DECIDE',
        params: { decision: 'Offer Admission' },
        target: { applicantIds: [one.userId, two.userId] },
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(created.statusCode).toBe(201);
    await app.jobs.runDue();
    const progress = (
      await app.inject({ method: 'GET', url: `/api/bulkActions/${created.json().id}`, headers: admin })
    ).json();
    expect(progress).toMatchObject({ state: 'FINISHED', done: 1, skipped: 1 });
    expect(progress.problems[0].outcome).toContain('Every seat');
    expect(await seatsOf(cohortId)).toMatchObject({ offered: 1, remaining: 0 });
  });

  it('promotes no one without seats set, nor with an empty waitlist', async () => {
    const unlimited = await cohort(null);
    const declining = await interviewedIn(unlimited);
    const waiting = await interviewedIn(unlimited, { review: 5 });
    await decide(declining.email, 'Offer Admission');
    await decide(waiting.email, 'Not Sure');
    await answer(await offerToken(declining.email), 'decline');
    expect(await statusOf(waiting.email)).toBe('INTERVIEWED');
    expect(await seatsOf(unlimited)).toMatchObject({ seats: null, remaining: null, offered: 0 });

    const limited = await cohort(1);
    const alone = await interviewedIn(limited);
    await decide(alone.email, 'Offer Admission');
    await setDeadline(alone.userId, -0.001);
    await expireDueOffers(app);
    expect(await seatsOf(limited)).toMatchObject({ offered: 0, remaining: 1, waitlist: [] });
  });

  it('never has more offers out than seats when offers expire at once', async () => {
    const cohortId = await cohort(2);
    const expiring = [await interviewedIn(cohortId), await interviewedIn(cohortId)];
    const waiting = [
      await interviewedIn(cohortId, { review: 3 }),
      await interviewedIn(cohortId, { review: 2 }),
      await interviewedIn(cohortId, { review: 1 }),
    ];
    for (const applicant of expiring) await decide(applicant.email, 'Offer Admission');
    for (const applicant of waiting) await decide(applicant.email, 'Not Sure');
    for (const applicant of expiring) await setDeadline(applicant.userId, -0.001);
    // Two passes at once on PostgreSQL (two connections racing); PGlite has one connection, so in turn.
    if (app.database.kind === 'postgres') await Promise.all([expireDueOffers(app), expireDueOffers(app)]);
    else for (const pass of [expireDueOffers, expireDueOffers]) await pass(app);
    const seats = await seatsOf(cohortId);
    expect(seats).toMatchObject({ offered: 2, remaining: 0 });
    expect(seats.waitlist.map((entry: { applicantId: string }) => entry.applicantId)).toEqual([
      waiting[2]?.userId,
    ]);
    expect(await statusOf(waiting[0]?.email as string)).toBe('OFFERED_ADMISSION');
    expect(await statusOf(waiting[1]?.email as string)).toBe('OFFERED_ADMISSION');
  });

  it('shows seats to admins only', async () => {
    const cohortId = await cohort(4);
    const response = await app.inject({
      method: 'GET',
      url: `/api/admissions/cohorts/${cohortId}/seats`,
      headers: elder,
    });
    expect(response.statusCode).toBe(403);
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/admissions/cohorts/${crypto.randomUUID()}/seats`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

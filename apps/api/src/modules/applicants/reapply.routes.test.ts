import {
  type ApplicationStatus,
  applicantStages,
  applicationTransitions,
  errorCodes,
} from '@intake/contracts';
import type { Funnel } from '@intake/contracts/funnel';
import { startSmtpListener } from '@intake/test-kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  apply,
  buildQuestionnaire,
  createApplicantWithPassword,
  createStaff,
  logIn,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildIsolatedTestApp } from '../../../test/test-app.ts';
import { moveApplication } from '../../core/application-status.service.ts';
import {
  activityLog,
  admissionDecisions,
  applicants,
  applicationAttempts,
  cohorts,
  decisionReasons,
  offers,
  reminderSends,
  reviewAssignments,
  scorecards,
  testAttempts,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let admin: Record<string, string>;
let firstCohort: string;
let secondCohort: string | undefined;

const QUESTIONNAIRE = buildQuestionnaire({ stateOfOrigin: 'Lagos' });

async function createCohort(name: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/createBatch',
    headers: admin,
    payload: { name, tuitionFee: 400_000 },
  });
  expect(created.statusCode).toBe(200);
  const [current] = await app.db.select().from(cohorts).where(eq(cohorts.isCurrent, true));
  return current?.id as string;
}

async function makeCurrent(cohortId: string) {
  await app.db.update(cohorts).set({ isCurrent: false });
  await app.db.update(cohorts).set({ isCurrent: true }).where(eq(cohorts.id, cohortId));
}

const idOf = async (email: string) =>
  (await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as string;

/** The shortest way from APPLIED to a status through the transition table, each move logged. */
async function walkTo(applicantId: string, target: ApplicationStatus) {
  const queue: ApplicationStatus[][] = [['APPLIED']];
  while (queue.length) {
    const path = queue.shift() as ApplicationStatus[];
    if (path.at(-1) === target) {
      for (const to of path.slice(1)) {
        await app.db.transaction((tx) =>
          moveApplication(tx, applicantId, { to, action: 'TEST_MOVE', refusal: 'no' }),
        );
      }
      return;
    }
    for (const next of applicationTransitions[path.at(-1) as ApplicationStatus]) {
      if (!path.includes(next)) queue.push([...path, next]);
    }
  }
}

async function withdraw(applicantId: string, because = 'moving to Abuja') {
  await app.db.update(applicants).set({ withdrawnAt: new Date() }).where(eq(applicants.userId, applicantId));
  await app.db.insert(activityLog).values({
    applicantId,
    actorId: applicantId,
    action: 'APPLICATION_WITHDRAWN',
    details: { reason: `I want to Withdraw my Application because ${because}` },
  });
}

/** An applicant with a password in the first cohort, moved to a status (and withdrawn) there. */
async function applicantIn(status: ApplicationStatus, withdrawn = false) {
  // They apply while Cohort One is the current one, as they would have before Cohort Two opened.
  await makeCurrent(firstCohort);
  const applicant = await createApplicantWithPassword(app);
  if (secondCohort) await makeCurrent(secondCohort);
  const id = await idOf(applicant.email);
  await app.db.update(applicants).set({ questionnaire: QUESTIONNAIRE }).where(eq(applicants.userId, id));
  await walkTo(id, status);
  if (withdrawn) await withdraw(id);
  return { ...applicant, id };
}

const offerOf = (auth: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/applicant/reapply', headers: auth });
const reapply = (auth: Record<string, string>, cohortId = secondCohort as string) =>
  app.inject({ method: 'POST', url: '/api/applicant/reapply', headers: auth, payload: { cohortId } });

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildIsolatedTestApp({ SMTP_URL: smtp.url });
  admin = await adminHeaders(app);
  firstCohort = await createCohort('Cohort One');
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('who may apply again', () => {
  it('refuses while the application runs, or ended in the cohort open now', async () => {
    const running = await applicantIn('TESTED');
    const declinedInterview = await applicantIn('DECLINED_INTERVIEW');
    const rejectedHere = await applicantIn('ADMISSION_REJECTED');
    // Cohort One is still the one open: nobody may apply again to it.
    expect((await offerOf(rejectedHere.auth)).json()).toEqual({ cohort: null });
    const same = await reapply(rejectedHere.auth, firstCohort);
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe(errorCodes.noCohortToReapply);

    secondCohort = await createCohort('Cohort Two');
    for (const applicant of [running, declinedInterview]) {
      expect((await offerOf(applicant.auth)).json()).toEqual({ cohort: null });
      const refused = await reapply(applicant.auth);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe(errorCodes.applicationNotEnded);
    }
    // Ended, and another cohort open: the card names it.
    expect((await offerOf(rejectedHere.auth)).json()).toEqual({
      cohort: { id: secondCohort, name: 'Cohort Two' },
    });
    // A click meant for another cohort than the one open now changes nothing.
    const stale = await reapply(rejectedHere.auth, firstCohort);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(errorCodes.noCohortToReapply);
    const malformed = await reapply(rejectedHere.auth, 'not-a-cohort');
    expect(malformed.statusCode).toBe(400);
  });

  it('lets those who declined the offer, were not admitted or withdrew apply again', async () => {
    for (const [status, withdrawn] of [
      ['DECLINED_ADMISSION', false],
      ['ADMISSION_REJECTED', false],
      ['TESTED', true],
    ] as const) {
      const applicant = await applicantIn(status, withdrawn);
      if (withdrawn) {
        // A withdrawn applicant's session ended with the withdrawal; they sign in again to apply.
        const login = await logIn(app, applicant.email, applicant.password);
        expect(login.statusCode).toBe(200);
        applicant.auth = { authorization: `Bearer ${login.json().accessToken}` };
      }
      const done = await reapply(applicant.auth);
      expect(done.statusCode, status).toBe(200);
      const [row] = await app.db.select().from(applicants).where(eq(applicants.userId, applicant.id));
      expect(row).toMatchObject({ cohortId: secondCohort, applicationStatus: 'APPLIED', withdrawnAt: null });
    }
  });

  it('keeps a withdrawn applicant signed out while no other cohort is open', async () => {
    const applicant = await applicantIn('TESTED', true);
    const first = await logIn(app, applicant.email, applicant.password);
    expect((await reapply({ authorization: `Bearer ${first.json().accessToken}` })).statusCode).toBe(200);
    // They withdraw from Cohort Two too: it is the one open, so there is nothing to apply to.
    await withdraw(applicant.id);
    const login = await logIn(app, applicant.email, applicant.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe(errorCodes.applicationWithdrawn);
  });

  it('tells an applicant whose application ended to apply from the dashboard, not with a new account', async () => {
    const ended = await applicantIn('ADMISSION_REJECTED');
    const again = await apply(app, { email: ended.email });
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json().code).toBe(errorCodes.reapplyFromDashboard);
    expect(again.response.json().message).toMatch(/dashboard/);
    const running = await applicantIn('APPLIED');
    const duplicate = await apply(app, { email: running.email });
    expect(duplicate.response.json().code).toBe(errorCodes.emailExists);
  });

  it('answers a staff account 403 and no session 401', async () => {
    const sponsor = await staffHeaders(app, 'SPONSOR');
    expect((await reapply(sponsor)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/applicant/reapply', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('applying again', () => {
  it('archives the ended application and starts a clean one, once under a double click', async () => {
    const applicant = await applicantIn('INTERVIEWED');
    const elder = await createStaff(app, 'ELDER');
    const [before] = await app.db.select().from(applicants).where(eq(applicants.userId, applicant.id));
    // The old application's rows: a test, a first-round card, an assignment, a reminder, a decision.
    await app.db.insert(testAttempts).values({
      applicantId: applicant.id,
      questionIds: [],
      deadlineAt: new Date(),
      closedAt: new Date(),
      closedReason: 'submitted',
      score: 17,
    });
    await app.db.insert(scorecards).values({
      applicantId: applicant.id,
      stage: 'FIRST_REVIEW',
      reviewerId: elder.id,
      note: 'Strong logic',
      recommendation: 'NOT_NOW',
    });
    await app.db.insert(reviewAssignments).values({ applicantId: applicant.id, reviewerId: elder.id });
    await app.db.insert(reminderSends).values({
      applicantId: applicant.id,
      step: 'QUESTIONNAIRE_UNFINISHED',
      occurrence: 'x',
      round: 1,
    });
    await app.db
      .update(applicants)
      .set({ reviewScore: 4.2, reviewCount: 1, infoSessionId: null })
      .where(eq(applicants.userId, applicant.id));
    const [reason] = await app.db
      .insert(decisionReasons)
      .values({ label: 'Not enough practice yet', decisions: ['ADMISSION_REJECTED'], nextStep: 'Practise' })
      .returning();
    await app.db.transaction((tx) =>
      moveApplication(tx, applicant.id, { to: 'ADMISSION_REJECTED', action: 'TEST_MOVE', refusal: 'no' }),
    );
    await app.db.insert(admissionDecisions).values({
      applicantId: applicant.id,
      cohortId: firstCohort,
      decision: 'ADMISSION_REJECTED',
      reasonId: reason?.id,
    });

    const [first, second] = await Promise.all([reapply(applicant.auth), reapply(applicant.auth)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().message).toContain('Cohort Two');

    const attempts = await app.db
      .select()
      .from(applicationAttempts)
      .where(eq(applicationAttempts.applicantId, applicant.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      cohortId: firstCohort,
      applicationNumber: before?.applicationNumber,
      finalStatus: 'ADMISSION_REJECTED',
      nativeState: 'PENDING',
      outcome: 'NOT_ADMITTED',
      reason: 'Not enough practice yet',
      decisionReason: 'Not enough practice yet',
      testScore: 17,
      reviewScore: 4.2,
      reviewCount: 1,
      questionnaire: QUESTIONNAIRE,
    });
    expect(attempts[0]?.scorecards).toEqual([
      expect.objectContaining({ stage: 'FIRST_REVIEW', reviewer: 'Tolu Staff', note: 'Strong logic' }),
    ]);

    const [after] = await app.db.select().from(applicants).where(eq(applicants.userId, applicant.id));
    expect(after).toMatchObject({
      cohortId: secondCohort,
      applicationStatus: 'APPLIED',
      nativeState: 'PENDING',
      reviewScore: null,
      reviewCount: 0,
      infoSessionId: null,
      canFillEnrollmentForm: false,
      questionnaire: QUESTIONNAIRE,
    });
    expect(after?.applicationNumber).not.toBe(before?.applicationNumber);

    // Nothing of the old application counts for, blocks or shows in the new one.
    const live = await app.db
      .select()
      .from(testAttempts)
      .where(and(eq(testAttempts.applicantId, applicant.id), isNull(testAttempts.resetAt)));
    expect(live).toHaveLength(0);
    expect(
      await app.db.select().from(scorecards).where(eq(scorecards.applicantId, applicant.id)),
    ).toHaveLength(0);
    expect(
      await app.db.select().from(reviewAssignments).where(eq(reviewAssignments.applicantId, applicant.id)),
    ).toHaveLength(0);
    expect(
      await app.db.select().from(reminderSends).where(eq(reminderSends.applicantId, applicant.id)),
    ).toHaveLength(0);
    // The elder can score the new application afresh: their old card does not block a new one.
    await app.db
      .insert(scorecards)
      .values({ applicantId: applicant.id, stage: 'FIRST_REVIEW', reviewerId: elder.id, note: 'again' });

    const log = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.applicantId, applicant.id), eq(activityLog.action, 'RE_APPLIED')));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      fromStatus: 'ADMISSION_REJECTED',
      toStatus: 'APPLIED',
      details: { cohort: { from: firstCohort, to: secondCohort }, fromListKey: 'ADMISSION_REJECTED' },
    });

    await app.mailWorker.drain();
    const mails = smtp.received.filter(
      (mail) => JSON.stringify(mail.to).includes(applicant.email) && mail.subject?.includes('Cohort Two'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('http://portal.test/dashboard/');
  });

  it('closes an offer a withdrawal left open and takes them off the waitlist', async () => {
    const offered = await applicantIn('OFFERED_ADMISSION', true);
    await app.db.insert(offers).values({
      applicantId: offered.id,
      cohortId: firstCohort,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const waiting = await applicantIn('INTERVIEWED', true);
    await app.db.insert(waitlistEntries).values({ applicantId: waiting.id, cohortId: firstCohort });
    for (const applicant of [offered, waiting]) {
      const login = await logIn(app, applicant.email, applicant.password);
      expect((await reapply({ authorization: `Bearer ${login.json().accessToken}` })).statusCode).toBe(200);
    }
    const [offer] = await app.db.select().from(offers).where(eq(offers.applicantId, offered.id));
    expect(offer?.state).toBe('DECLINED');
    const [entry] = await app.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.applicantId, waiting.id));
    expect(entry?.leftAt).not.toBeNull();
  });

  it('offers the last questionnaire as a draft to check, edit and submit', async () => {
    const applicant = await applicantIn('DECLINED_ADMISSION');
    expect((await reapply(applicant.auth)).statusCode).toBe(200);
    const state = await app.inject({ method: 'GET', url: '/api/questionnaire', headers: applicant.auth });
    expect(state.json()).toMatchObject({ submitted: false, copiedFrom: 'Cohort One' });
    expect(state.json().questionnaire.stateOfOrigin).toBe('Lagos');
    const edited = await app.inject({
      method: 'PATCH',
      url: '/api/questionnaire',
      headers: applicant.auth,
      payload: { stateOfOrigin: 'Oyo' },
    });
    expect(edited.statusCode).toBe(200);
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/questionnaire/submit',
      headers: applicant.auth,
    });
    expect(submitted.statusCode).toBe(200);
    const [row] = await app.db.select().from(applicants).where(eq(applicants.userId, applicant.id));
    expect(row?.applicationStatus).toBe('QUESTIONNAIRE');
    expect(row?.questionnaire?.stateOfOrigin).toBe('Oyo');
    // The archived copy is the questionnaire as it was sent then.
    const [attempt] = await app.db
      .select()
      .from(applicationAttempts)
      .where(eq(applicationAttempts.applicantId, applicant.id));
    expect(attempt?.questionnaire?.stateOfOrigin).toBe('Lagos');
    const after = await app.inject({ method: 'GET', url: '/api/questionnaire', headers: applicant.auth });
    expect(after.json().copiedFrom).toBeNull();
  });
});

describe('earlier applications on the profile', () => {
  it('shows them to admins and sponsors, and hides them from an elder in a blind first round', async () => {
    const applicant = await applicantIn('TESTED', true);
    const login = await logIn(app, applicant.email, applicant.password);
    expect((await reapply({ authorization: `Bearer ${login.json().accessToken}` })).statusCode).toBe(200);
    const url = `/api/elder/earlierApplications/${encodeURIComponent(applicant.email)}`;
    for (const role of ['ADMIN', 'SPONSOR', 'ELDER'] as const) {
      const read = await app.inject({ method: 'GET', url, headers: await staffHeaders(app, role) });
      expect(read.statusCode, role).toBe(200);
      expect(read.json().withheld).toBe(false);
      expect(read.json().applications).toEqual([
        expect.objectContaining({
          cohortName: 'Cohort One',
          finalStatus: 'TESTED',
          outcome: 'WITHDREW',
          reason: 'I want to Withdraw my Application because moving to Abuja',
          questionnaire: QUESTIONNAIRE,
        }),
      ]);
    }
    // In the new cohort's blind first round, an elder does not see the earlier try.
    await walkTo(applicant.id, 'TESTED');
    const elder = await app.inject({ method: 'GET', url, headers: await staffHeaders(app, 'ELDER') });
    expect(elder.json()).toEqual({ withheld: true, applications: [] });
    const sponsor = await app.inject({ method: 'GET', url, headers: await staffHeaders(app, 'SPONSOR') });
    expect(sponsor.json().applications).toHaveLength(1);
    // An applicant cannot read them.
    const own = {
      authorization: `Bearer ${(await logIn(app, applicant.email, applicant.password)).json().accessToken}`,
    };
    expect((await app.inject({ method: 'GET', url, headers: own })).statusCode).toBe(403);
  });
});

describe('the funnel after a re-application', () => {
  const funnelOf = async (cohortId: string | undefined) =>
    (
      await app.inject({ method: 'GET', url: `/api/admin/funnel/${cohortId}`, headers: admin })
    ).json() as Funnel;
  const reached = (funnel: Funnel, status: string) =>
    funnel.stages.find((stage) => stage.status === status)?.reached ?? 0;

  it('counts the re-applicant as new in the new cohort and leaves the old counts', async () => {
    const applicant = await applicantIn('ADMISSION_REJECTED');
    const oldBefore = await funnelOf(firstCohort);
    const newBefore = await funnelOf(secondCohort);
    expect((await reapply(applicant.auth)).statusCode).toBe(200);
    await walkTo(applicant.id, 'TESTED');
    const oldAfter = await funnelOf(firstCohort);
    const newAfter = await funnelOf(secondCohort);
    expect(oldAfter.stages).toEqual(oldBefore.stages);
    expect(oldAfter.dropOff).toEqual(oldBefore.dropOff);
    for (const status of ['APPLIED', 'QUESTIONNAIRE', 'TESTING', 'TESTED']) {
      expect(reached(newAfter, status), status).toBe(reached(newBefore, status) + 1);
    }
  });

  it("agrees with the records list's counts per stage, across both cohorts", async () => {
    const now = [...(await funnelOf(firstCohort)).now, ...(await funnelOf(secondCohort)).now];
    for (const stage of ['all', 'interviewed', 'offered', 'declined', 'withdrawn'] as const) {
      const keys: readonly string[] = applicantStages[stage];
      const list = await app.inject({
        method: 'GET',
        url: `/api/elder/getAllApplicants?stage=${stage}&size=1`,
        headers: admin,
      });
      const funnel = now
        .filter((row) => keys.length === 0 || keys.includes(row.listKey))
        .reduce((sum, row) => sum + row.applicants, 0);
      expect(funnel, stage).toBe(Number(list.headers['x-total-count']));
    }
  });

  it('rebuilds to what the trigger kept', async () => {
    const kept = async () =>
      (
        (await app.db.execute(
          sql`select cohort_id, status, sum(applicants)::int as applicants from funnel_reached where dimension = 'all' group by 1, 2 order by 1, 2`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const before = await kept();
    await app.db.execute(sql`select intake_funnel_rebuild()`);
    expect(await kept()).toEqual(before);
  });
});

// Last: an erased applicant leaves the records list but stays in the funnel's counts (decision 0080).
describe('erasure', () => {
  it('erases them with the applicant', async () => {
    const applicant = await applicantIn('ADMISSION_REJECTED');
    expect((await reapply(applicant.auth)).statusCode).toBe(200);
    const erased = await app.inject({
      method: 'DELETE',
      url: `/api/admin/applicant/${encodeURIComponent(applicant.email)}`,
      headers: admin,
      payload: { reason: 'asked by the applicant' },
    });
    expect(erased.statusCode).toBe(200);
    expect(
      await app.db
        .select()
        .from(applicationAttempts)
        .where(eq(applicationAttempts.applicantId, applicant.id)),
    ).toHaveLength(0);
  });
});

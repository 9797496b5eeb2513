import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  applicantStateOf,
  apply,
  bearer,
  createApplicantWithPassword,
  createStaff,
  logIn,
  setApplicationStatus,
} from '../../../test/factories.ts';
import { buildIsolatedTestApp } from '../../../test/test-app.ts';
import { moveApplication } from '../../core/application-status.service.ts';
import {
  activityLog,
  applicants,
  auditLog,
  cohorts,
  reviewAssignments,
  reviewConflicts,
  rubricCriteria,
  scorecardScores,
  scorecards,
  users,
} from '../../db/schema/index.ts';
import { refreshReviewAggregates } from './review-aggregates.repository.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
// A database of its own: assignment draws on every elder and every applicant in review, and these
// tests reset both, which would disturb the files running beside them on a shared database.
beforeAll(async () => {
  app = await buildIsolatedTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());
// Elders and the review stage are shared by the whole database: each test starts with no elder
// and nobody in review, so it sees only its own.
beforeEach(async () => {
  await app.db.update(users).set({ role: 'SUSPENDED' }).where(eq(users.role, 'ELDER'));
  await app.db
    .update(applicants)
    .set({ applicationStatus: 'INVITED_FOR_INTERVIEW' })
    .where(eq(applicants.applicationStatus, 'TESTED'));
});

async function newCohort(reviewersPerApplicant = 2) {
  const [row] = await app.db
    .insert(cohorts)
    .values({ name: 'Assignment cohort', startMonth: 4, startYear: 2027, reviewersPerApplicant })
    .returning({ id: cohorts.id });
  return row?.id ?? '';
}

async function elder(changes: Partial<typeof users.$inferInsert> = {}) {
  const staff = await createStaff(app, 'ELDER');
  if (Object.keys(changes).length > 0) await app.db.update(users).set(changes).where(eq(users.id, staff.id));
  return staff;
}

async function elderHeaders(staff: { email: string; password: string }) {
  return bearer((await logIn(app, staff.email, staff.password)).json().accessToken as string);
}

/** An applicant in the test (TESTING), in the cohort given. */
async function applicantInTest(cohortId: string | null = null, overrides: Record<string, string> = {}) {
  const { body } = await apply(app, overrides);
  await setApplicationStatus(app, body.email, 'TESTING');
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  const id = user?.id ?? '';
  if (cohortId) await app.db.update(applicants).set({ cohortId }).where(eq(applicants.userId, id));
  return { id, email: body.email as string };
}

/** Moves the applicant to TESTED through the one status change and runs the due jobs. */
async function reachReview(applicantId: string) {
  await app.db.transaction((tx) =>
    moveApplication(tx, applicantId, { to: 'TESTED', action: 'TEST_SUBMITTED', refusal: 'not in the test' }),
  );
  await app.jobs.runDue();
}

async function reviewersOf(applicantId: string) {
  const rows = await app.db
    .select({ reviewerId: reviewAssignments.reviewerId })
    .from(reviewAssignments)
    .where(eq(reviewAssignments.applicantId, applicantId));
  return rows.map((row) => row.reviewerId).sort();
}

/** `count` open assignments (and `done` done ones) for the elder, of applicants in review. */
async function giveLoad(reviewerId: string, count: number, done = 0) {
  for (let i = 0; i < count + done; i += 1) {
    const applicant = await applicantInTest();
    await setApplicationStatus(app, applicant.email, 'TESTED');
    await app.db
      .insert(reviewAssignments)
      .values({ applicantId: applicant.id, reviewerId, completedAt: i < done ? new Date() : null });
  }
}

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string> = admin) =>
  app.inject({ method: 'GET', url, headers });

describe('assignment on reaching the review stage', () => {
  it('gives every path to TESTED two active elders, logged, and never more when the job runs again', async () => {
    const [a, b] = [await elder(), await elder()];
    await createStaff(app, 'SPONSOR');
    await createStaff(app, 'SUSPENDED');
    const applicant = await applicantInTest();
    await reachReview(applicant.id);
    expect(await reviewersOf(applicant.id)).toEqual([a.id, b.id].sort());
    const activity = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.applicantId, applicant.id), eq(activityLog.action, 'REVIEW_ASSIGNED')));
    expect(activity).toHaveLength(2);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, applicant.email), eq(auditLog.action, 'REVIEW_ASSIGNED')));
    expect(audit).toHaveLength(2);

    await elder();
    await app.jobs.enqueue(app.db, {
      kind: 'review.assign-reviewers',
      payload: { applicantId: applicant.id },
    });
    await app.jobs.runDue();
    expect(await reviewersOf(applicant.id)).toHaveLength(2);
  });

  it('assigns an applicant who submits the real test', async () => {
    const reviewer = await elder();
    const applicant = await createApplicantWithPassword(app);
    await setApplicationStatus(app, applicant.email, 'QUESTIONNAIRE');
    expect((await post('/api/applicant/startTest', applicant.auth)).statusCode).toBe(200);
    const submitted = await app.inject({
      method: 'PATCH',
      url: '/api/applicant/submitAptitudeTest',
      headers: applicant.auth,
      payload: {},
    });
    expect(submitted.statusCode).toBe(200);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('TESTED');
    await app.jobs.runDue();
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
    expect(await reviewersOf(user?.id ?? '')).toEqual([reviewer.id]);
  });

  it('picks the least loaded elders: fewest open, then fewest in all', async () => {
    const cohortId = await newCohort(2);
    const [busy, some, idle, idleButDone] = [await elder(), await elder(), await elder(), await elder()];
    await giveLoad(busy.id, 2);
    await giveLoad(some.id, 1);
    await giveLoad(idleButDone.id, 0, 3);
    const applicant = await applicantInTest(cohortId);
    await reachReview(applicant.id);
    expect(await reviewersOf(applicant.id)).toEqual([idle.id, idleButDone.id].sort());
    const next = await applicantInTest(cohortId);
    await reachReview(next.id);
    // idle has 1 open (1 in all), some 1 open (1 in all), idleButDone 1 open (4 in all).
    expect(await reviewersOf(next.id)).toEqual([idle.id, some.id].sort());
  });

  it('takes N from the cohort, assigns what it can when elders are short, and assign-waiting tops up', async () => {
    const cohortId = await newCohort(3);
    const [a, b] = [await elder(), await elder()];
    const applicant = await applicantInTest(cohortId);
    await reachReview(applicant.id);
    expect(await reviewersOf(applicant.id)).toEqual([a.id, b.id].sort());
    const before = (await get('/api/admin/review/reviewers')).json();
    expect(before.shortOfReviewers).toBe(1);
    expect(before.shortApplicants).toEqual([
      {
        applicantId: applicant.id,
        firstName: 'Ada',
        lastName: 'Obi',
        email: applicant.email,
        reviewers: 2,
        wanted: 3,
      },
    ]);
    expect(before.reviewers.map((r: { id: string }) => r.id).sort()).toEqual([a.id, b.id].sort());
    const c = await elder();
    const waiting = await post('/api/admin/review/assign-waiting', admin);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({ assigned: 1, shortOfReviewers: 0 });
    expect(await reviewersOf(applicant.id)).toEqual([a.id, b.id, c.id].sort());
  });

  it('replaces the open reviews of an elder who is suspended, at the next assign-waiting', async () => {
    const cohortId = await newCohort(1);
    const leaving = await elder();
    const applicant = await applicantInTest(cohortId);
    await reachReview(applicant.id);
    expect(await reviewersOf(applicant.id)).toEqual([leaving.id]);
    await app.db.update(users).set({ role: 'SUSPENDED' }).where(eq(users.id, leaving.id));
    const staying = await elder();
    expect((await get('/api/admin/review/reviewers')).json().shortOfReviewers).toBe(1);
    await post('/api/admin/review/assign-waiting', admin);
    expect(await reviewersOf(applicant.id)).toEqual([staying.id]);
    const unassigned = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.applicantId, applicant.id), eq(activityLog.action, 'REVIEW_UNASSIGNED')));
    expect(unassigned.map((row) => row.details)).toEqual([
      { reviewerId: leaving.id, reason: 'no longer an elder' },
    ]);
  });

  it('never assigns a reviewer with the same e-mail or phone, or a declared conflict, and records what it found', async () => {
    const applicant = await applicantInTest(null, { phone: '8031234567' });
    const samePhone = await elder({ phone: '08031234567', dialCode: '+234' });
    const sameEmail = await elder({ email: applicant.email.toUpperCase() });
    const declared = await elder();
    const free = await elder();
    const declaredAnswer = await post('/api/admin/review/conflicts', admin, {
      reviewerId: declared.id,
      applicantEmail: applicant.email,
      reason: 'Her uncle',
    });
    expect(declaredAnswer.statusCode).toBe(201);
    await reachReview(applicant.id);
    expect(await reviewersOf(applicant.id)).toEqual([free.id]);
    const listed = await get(
      `/api/admin/review/conflicts?applicantEmail=${encodeURIComponent(applicant.email)}`,
    );
    expect(
      listed
        .json()
        .conflicts.map((c: { reviewerId: string; reason: string; foundBySystem: boolean }) => [
          c.reviewerId,
          c.reason,
          c.foundBySystem,
        ])
        .sort(),
    ).toEqual(
      [
        [declared.id, 'Her uncle', false],
        [samePhone.id, 'Same phone as the applicant', true],
        [sameEmail.id, 'Same e-mail as the applicant', true],
      ].sort(),
    );
  });

  it('does not assign a withdrawn applicant, nor an account that became staff', async () => {
    await elder();
    const withdrawn = await applicantInTest();
    await app.db
      .update(applicants)
      .set({ withdrawnAt: new Date() })
      .where(eq(applicants.userId, withdrawn.id));
    await reachReview(withdrawn.id);
    expect(await reviewersOf(withdrawn.id)).toEqual([]);
    const promoted = await applicantInTest();
    await app.db.update(users).set({ role: 'ELDER' }).where(eq(users.id, promoted.id));
    await app.db
      .update(applicants)
      .set({ applicationStatus: 'TESTED' })
      .where(eq(applicants.userId, promoted.id));
    await post('/api/admin/review/assign-waiting', admin);
    expect(await reviewersOf(promoted.id)).toEqual([]);
  });
});

describe('queues and reassignment', () => {
  async function assigned() {
    const [from, to] = [await elder(), await elder()];
    const cohortId = await newCohort(1);
    const applicant = await applicantInTest(cohortId);
    await app.db.update(users).set({ role: 'SUSPENDED' }).where(eq(users.id, to.id));
    await reachReview(applicant.id);
    await app.db.update(users).set({ role: 'ELDER' }).where(eq(users.id, to.id));
    const url = `/api/admin/review/reviewers/${from.id}/queue/${applicant.id}/reassign`;
    return { from, to, applicant, url };
  }

  it('shows an elder’s queue to admins, open first, a page at a time', async () => {
    const reviewer = await elder();
    await giveLoad(reviewer.id, 2, 1);
    const queue = await get(`/api/admin/review/reviewers/${reviewer.id}/queue`);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({
      reviewer: { id: reviewer.id, open: 2, done: 1 },
      total: 3,
      page: 1,
    });
    expect(queue.json().items.map((item: { state: string }) => item.state)).toEqual(['OPEN', 'OPEN', 'DONE']);
    expect(queue.json().items[0]).toMatchObject({ firstName: 'Ada', status: 'TESTED' });
    expect((await get(`/api/admin/review/reviewers/${reviewer.id}/queue?page=2`)).json().items).toEqual([]);
    expect((await get(`/api/admin/review/reviewers/${reviewer.id}/queue?page=0`)).statusCode).toBe(400);
    expect(
      (await get('/api/admin/review/reviewers/00000000-0000-4000-8000-000000000000/queue')).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/admin/review/reviewers/${reviewer.id}/queue`, await elderHeaders(reviewer)))
        .statusCode,
    ).toBe(403);
  });

  it('moves an open assignment to an eligible elder, and refuses with clear answers otherwise', async () => {
    const { from, to, applicant, url } = await assigned();
    const sponsor = await createStaff(app, 'SPONSOR');
    const notElder = await post(url, admin, { toReviewerId: sponsor.id });
    expect([notElder.statusCode, notElder.json().message]).toEqual([
      422,
      'Only an active elder can review applicants.',
    ]);
    expect((await post(url, admin, { toReviewerId: from.id })).statusCode).toBe(409);
    expect((await post(url, admin, { toReviewerId: 'nope' })).statusCode).toBe(400);
    const conflicted = await elder({ email: applicant.email.toUpperCase() });
    const refused = await post(url, admin, { toReviewerId: conflicted.id });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'That elder has a conflict of interest with this applicant.',
    ]);
    const moved = await post(url, admin, { toReviewerId: to.id });
    expect(moved.statusCode).toBe(200);
    expect(await reviewersOf(applicant.id)).toEqual([to.id]);
    expect((await post(url, admin, { toReviewerId: to.id })).statusCode).toBe(404);

    const back = `/api/admin/review/reviewers/${to.id}/queue/${applicant.id}/reassign`;
    await app.db
      .update(reviewAssignments)
      .set({ completedAt: new Date() })
      .where(eq(reviewAssignments.reviewerId, to.id));
    const done = await post(back, admin, { toReviewerId: from.id });
    expect([done.statusCode, done.json().code]).toEqual([409, 'WRONG_STATE']);
  });

  it('refuses to move the assignment of an applicant who left the review stage', async () => {
    const { from, to, applicant, url } = await assigned();
    await setApplicationStatus(app, applicant.email, 'INVITED_FOR_INTERVIEW');
    const queue = (await get(`/api/admin/review/reviewers/${from.id}/queue`)).json();
    expect(queue).toMatchObject({ reviewer: { open: 0, done: 0 }, items: [{ state: 'CLOSED' }] });
    const refused = await post(url, admin, { toReviewerId: to.id });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'The applicant has left the first review round, so the assignment cannot move.',
    ]);
  });
});

describe('conflicts', () => {
  it('a declared conflict takes the open assignment away and gives it to another elder; only hand ones are removed', async () => {
    const cohortId = await newCohort(1);
    const first = await elder();
    const applicant = await applicantInTest(cohortId);
    await reachReview(applicant.id);
    expect(await reviewersOf(applicant.id)).toEqual([first.id]);
    const second = await elder();
    const body = { reviewerId: first.id, applicantEmail: applicant.email, reason: 'Neighbour' };
    const declared = await post('/api/admin/review/conflicts', admin, body);
    expect(declared.statusCode).toBe(201);
    expect(declared.json()).toMatchObject({
      removedAssignment: true,
      replacements: 1,
      conflict: { foundBySystem: false },
    });
    expect(await reviewersOf(applicant.id)).toEqual([second.id]);
    expect((await post('/api/admin/review/conflicts', admin, body)).statusCode).toBe(409);
    for (const bad of [
      { ...body, reason: '  ' },
      { ...body, reason: 'x'.repeat(301) },
      { ...body, reason: 'a\u0000b' },
      { ...body, reviewerId: 42 },
      { ...body, applicantEmail: 'not-an-email' },
    ]) {
      expect((await post('/api/admin/review/conflicts', admin, bad)).statusCode).toBe(400);
    }
    const unknown = await post('/api/admin/review/conflicts', admin, {
      ...body,
      applicantEmail: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(404);

    const byReviewer = await get(`/api/admin/review/conflicts?reviewerId=${first.id}`);
    expect(byReviewer.json().conflicts).toHaveLength(1);
    const neither = await get('/api/admin/review/conflicts');
    expect([neither.statusCode, neither.json().message]).toEqual([
      400,
      'Name either a reviewer or an applicant’s e-mail',
    ]);
    const unknownReviewer = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/admin/review/conflicts?reviewerId=${unknownReviewer}`)).statusCode).toBe(404);
    const sponsor = await createStaff(app, 'SPONSOR');
    const notElder = await post('/api/admin/review/conflicts', admin, { ...body, reviewerId: sponsor.id });
    expect([notElder.statusCode, notElder.json().message]).toEqual([
      422,
      'Only an active elder can review applicants.',
    ]);

    const found = await elder({ email: applicant.email.toUpperCase() });
    await app.db
      .insert(reviewConflicts)
      .values({ reviewerId: found.id, applicantId: applicant.id, reason: 'Same e-mail as the applicant' });
    const removeFound = await app.inject({
      method: 'DELETE',
      url: `/api/admin/review/conflicts/${found.id}/${applicant.id}`,
      headers: admin,
    });
    expect(removeFound.statusCode).toBe(409);
    const remove = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/admin/review/conflicts/${first.id}/${applicant.id}`,
        headers: admin,
      });
    expect((await remove()).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(404);
  });

  it('an elder declares their own conflict with an applicant assigned to them', async () => {
    const cohortId = await newCohort(1);
    const mine = await elder();
    const applicant = await applicantInTest(cohortId);
    await reachReview(applicant.id);
    const other = await elder();
    const headers = await elderHeaders(mine);
    const url = `/api/elder/review/assignments/${applicant.id}/conflict`;
    const notMine = await post(url, await elderHeaders(other), { reason: 'I know her' });
    expect(notMine.statusCode).toBe(404);
    expect((await post(url, headers, { reason: '' })).statusCode).toBe(400);
    expect((await post(url, admin, { reason: 'I know her' })).statusCode).toBe(403);
    const declared = await post(url, headers, { reason: 'I know her' });
    expect(declared.statusCode).toBe(201);
    // The blind round: the answer names neither the applicant nor the other reviewer.
    expect(declared.json()).toEqual({
      message: 'Conflict declared. This applicant is no longer yours to review.',
      removedAssignment: true,
      replacements: 1,
    });
    expect(await reviewersOf(applicant.id)).toEqual([other.id]);
    // The review is gone from their queue, so a second click finds nothing to declare on.
    expect((await post(url, headers, { reason: 'I know her' })).statusCode).toBe(404);
  });
});

describe('review settings', () => {
  async function disagreeing() {
    const cohortId = await newCohort();
    const [criterion] = await app.db
      .insert(rubricCriteria)
      .values({
        cohortId,
        stage: 'FIRST_REVIEW',
        name: 'Drive',
        lowAnchor: 'Low',
        highAnchor: 'High',
        weight: 1,
        position: 1,
      })
      .returning({ id: rubricCriteria.id });
    const applicant = await applicantInTest(cohortId);
    for (const score of [2, 4]) {
      const reviewer = await createStaff(app, 'ELDER');
      const [card] = await app.db
        .insert(scorecards)
        .values({ applicantId: applicant.id, stage: 'FIRST_REVIEW', reviewerId: reviewer.id })
        .returning({ id: scorecards.id });
      await app.db
        .insert(scorecardScores)
        .values({ scorecardId: card?.id ?? '', criterionId: criterion?.id ?? '', score });
    }
    await refreshReviewAggregates(app.db, { applicantId: applicant.id });
    return { cohortId, applicant };
  }

  const disagreesOf = async (applicantId: string) =>
    (await app.db.select().from(applicants).where(eq(applicants.userId, applicantId)))[0]?.reviewDisagrees;

  it('reads and changes the settings, audited; a new margin re-flags disagreements', async () => {
    const { cohortId, applicant } = await disagreeing();
    expect(await disagreesOf(applicant.id)).toBe(true);
    const url = `/api/admin/cohorts/${cohortId}/review-settings`;
    expect((await get(url)).json()).toEqual({
      cohortId,
      blindFirstRound: true,
      reviewersPerApplicant: 2,
      disagreementMargin: 1,
    });
    const settings = { blindFirstRound: false, reviewersPerApplicant: 3, disagreementMargin: 2.5 };
    const changed = await app.inject({ method: 'PUT', url, headers: admin, payload: settings });
    expect(changed.json()).toEqual({ cohortId, ...settings });
    expect((await get(url)).json()).toEqual({ cohortId, ...settings });
    expect(await disagreesOf(applicant.id)).toBe(false);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subject, cohortId));
    expect(audit.map((row) => row.action)).toEqual(['REVIEW_SETTINGS_CHANGED']);
  });

  it('refuses bad settings with specific messages, other roles and unknown cohorts', async () => {
    const cohortId = await newCohort();
    const url = `/api/admin/cohorts/${cohortId}/review-settings`;
    const good = { blindFirstRound: true, reviewersPerApplicant: 2, disagreementMargin: 1 };
    const put = (payload: Record<string, unknown>, headers = admin, at = url) =>
      app.inject({ method: 'PUT', url: at, headers, payload });
    for (const [bad, message] of [
      [{ reviewersPerApplicant: 0 }, 'Reviewers per applicant is a whole number from 1 to 5'],
      [{ reviewersPerApplicant: 6 }, 'Reviewers per applicant is a whole number from 1 to 5'],
      [{ reviewersPerApplicant: 1.5 }, 'Reviewers per applicant is a whole number from 1 to 5'],
      [{ disagreementMargin: 0 }, 'The disagreement margin is a number from 0.1 to 4.0 with one decimal'],
      [{ disagreementMargin: 4.1 }, 'The disagreement margin is a number from 0.1 to 4.0 with one decimal'],
      [{ disagreementMargin: 0.25 }, 'The disagreement margin is a number from 0.1 to 4.0 with one decimal'],
      [{ disagreementMargin: '1' }, 'The disagreement margin is a number from 0.1 to 4.0 with one decimal'],
      [{ blindFirstRound: 'yes' }, 'Say whether the first round is blind'],
    ] as const) {
      const answer = await put({ ...good, ...bad });
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    }
    const elderStaff = await elder();
    expect((await put(good, await elderHeaders(elderStaff))).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await put(good, admin, `/api/admin/cohorts/${unknown}/review-settings`)).statusCode).toBe(404);
    expect((await get(`/api/admin/cohorts/${unknown}/review-settings`)).statusCode).toBe(404);
    expect((await post('/api/admin/review/assign-waiting', await elderHeaders(elderStaff))).statusCode).toBe(
      403,
    );
  });
});

import { uniquePhone, validQuestionnaire } from '@intake/test-kit';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  apply,
  createStaff,
  logIn,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  activityLog,
  applicants,
  auditLog,
  cohorts,
  reviewAssignments,
  testAttempts,
  users,
} from '../../db/schema/index.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Reviewer = { id: string; headers: Record<string, string> };

async function reviewer(role: 'ELDER' | 'ADMIN' = 'ELDER'): Promise<Reviewer> {
  const staff = await createStaff(app, role);
  const login = await logIn(app, staff.email, staff.password);
  return { id: staff.id, headers: { authorization: `Bearer ${login.json().accessToken as string}` } };
}

/** A cohort with a first-review rubric of two criteria (weights 3 and 1), blind unless said. */
async function cohortWithRubric({ blind = true, criteria = 2 } = {}) {
  const [row] = await app.db
    .insert(cohorts)
    .values({ name: 'Queue cohort', startMonth: 3, startYear: 2027, blindFirstRound: blind })
    .returning({ id: cohorts.id });
  const cohortId = row?.id ?? '';
  const ids: string[] = [];
  for (const [name, weight] of [
    ['Motivation', 3],
    ['Preparation', 1],
  ].slice(0, criteria) as [string, number][]) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/admin/cohorts/${cohortId}/rubric`,
      headers: admin,
      payload: { stage: 'FIRST_REVIEW', name, lowAnchor: `No ${name}`, highAnchor: `Strong ${name}`, weight },
    });
    ids.push(added.json().id as string);
  }
  return { cohortId, criteria: ids };
}

const NAME = { firstName: 'Zebedee', lastName: 'Quartermaine' };

/** A tested applicant of the cohort with a questionnaire that repeats their name and phone, and a scored test. */
async function testedApplicant(cohortId: string) {
  const phone = uniquePhone();
  const { body } = await apply(app, { ...NAME, phone, gender: 'Male', ageRange: '31-39' });
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  const id = user?.id ?? '';
  await app.db
    .update(applicants)
    .set({
      cohortId,
      applicationStatus: 'TESTED',
      questionnaire: {
        ...validQuestionnaire,
        whyApply: `I am Zebedee Quartermaine (${body.email}); call me on 0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}. I want to build software for farmers.`,
        twitter: '@zquartermaine',
        linkedin: 'https://linkedin.com/in/zebedee-quartermaine',
      },
    })
    .where(eq(applicants.userId, id));
  await app.db.insert(testAttempts).values({
    applicantId: id,
    questionIds: [],
    deadlineAt: new Date(),
    closedAt: new Date('2026-11-02T10:30:00Z'),
    closedReason: 'submitted',
    score: 14,
  });
  return { id, email: body.email, phone };
}

/** The assignment the "assign" work creates, inserted as its table's contract allows. */
async function assign(applicantId: string, reviewerId: string, assignedAt = new Date()) {
  await app.db.insert(reviewAssignments).values({ applicantId, reviewerId, assignedAt });
}

const next = (who: Reviewer) =>
  app.inject({ method: 'GET', url: '/api/elder/reviews/next', headers: who.headers });
const one = (who: Reviewer, applicantId: string) =>
  app.inject({ method: 'GET', url: `/api/elder/reviews/${applicantId}`, headers: who.headers });
const save = (who: Reviewer, applicantId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/elder/reviews/${applicantId}`, headers: who.headers, payload });

const review = (
  criteria: string[],
  scores: number[],
  recommendation = 'INVITE_TO_INTERVIEW',
  note = 'Clear goals',
) => ({
  scores: criteria.map((criterionId, i) => ({ criterionId, score: scores[i] })),
  recommendation,
  note,
});

describe('the review queue', () => {
  it('is empty for a reviewer without assignments and refused to sponsors', async () => {
    const elder = await reviewer();
    const answer = await next(elder);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ counts: { open: 0, done: 0 }, assignment: null });
    const sponsor = await staffHeaders(app, 'SPONSOR');
    expect(
      (await app.inject({ method: 'GET', url: '/api/elder/reviews/next', headers: sponsor })).statusCode,
    ).toBe(403);
  });

  it('gives the oldest waiting assignment blind: no name, e-mail, phone or identifying answers', async () => {
    const { cohortId, criteria } = await cohortWithRubric();
    const older = await testedApplicant(cohortId);
    const newer = await testedApplicant(cohortId);
    const elder = await reviewer();
    await assign(newer.id, elder.id, new Date('2026-11-20T09:00:00Z'));
    await assign(older.id, elder.id, new Date('2026-11-19T09:00:00Z'));
    const answer = await next(elder);
    const { counts, assignment } = answer.json();
    expect(counts).toEqual({ open: 2, done: 0 });
    expect(assignment).toMatchObject({
      applicantId: older.id,
      reference: expect.stringMatching(/^Applicant INT-\d{6}$/),
      blind: true,
      identity: null,
      aptitudeTest: { score: 14, outOf: 20, takenAt: '2026-11-02T10:30:00.000Z' },
      rubric: [
        { id: criteria[0], name: 'Motivation', weight: 3, lowAnchor: 'No Motivation' },
        { id: criteria[1], name: 'Preparation', weight: 1 },
      ],
      editable: true,
      myReview: null,
      otherReviews: null,
    });
    const labels = (assignment.answers as { fields: { label: string; value: string }[] }[]).flatMap(
      (section) => section.fields.map((field) => field.label),
    );
    expect(labels).toContain('Why do you want to join the program?');
    expect(labels).toContain('Undergraduate institution');
    for (const hidden of [
      'State of Origin',
      'Date Of Birth',
      'Alternate phone number',
      'Twitter',
      'LinkedIn',
    ])
      expect(labels).not.toContain(hidden);
    const why = assignment.answers
      .flatMap((section: { fields: { label: string; value: string }[] }) => section.fields)
      .find((field: { label: string }) => field.label === 'Why do you want to join the program?');
    expect(why.value).toMatch(/I want to build software for farmers\./);
    const serialized = answer.body.toLowerCase();
    for (const secret of [
      'zebedee',
      'quartermaine',
      older.email.toLowerCase(),
      older.phone,
      older.phone.slice(3),
    ])
      expect(serialized).not.toContain(secret);
    expect(serialized).not.toContain('enugu');
    expect(serialized).not.toContain('31-39');
  });

  it('shows who the applicant is when the cohort is not blind, or from the interview invitation on', async () => {
    const open = await cohortWithRubric({ blind: false });
    const seen = await testedApplicant(open.cohortId);
    const elder = await reviewer();
    await assign(seen.id, elder.id);
    const answer = (await one(elder, seen.id)).json();
    expect(answer.assignment).toMatchObject({
      blind: false,
      identity: { ...NAME, email: seen.email, gender: 'Male', ageRange: '31-39', stateOfOrigin: 'Enugu' },
    });
    expect(JSON.stringify(answer.assignment.answers)).toContain('Zebedee Quartermaine');

    const blind = await cohortWithRubric();
    const invited = await testedApplicant(blind.cohortId);
    await assign(invited.id, elder.id);
    expect((await one(elder, invited.id)).json().assignment.blind).toBe(true);
    await setApplicationStatus(app, invited.email, 'INVITED_FOR_INTERVIEW');
    const revealed = (await one(elder, invited.id)).json().assignment;
    expect(revealed).toMatchObject({ blind: false, editable: false, identity: { lastName: 'Quartermaine' } });
  });

  it('saves a review, closes the assignment, refreshes the aggregate and then shows the others’ reviews', async () => {
    const { cohortId, criteria } = await cohortWithRubric();
    const applicant = await testedApplicant(cohortId);
    const first = await reviewer();
    const second = await reviewer();
    await assign(applicant.id, first.id);
    await assign(applicant.id, second.id);

    const saved = await save(first, applicant.id, review(criteria, [5, 1]));
    expect(saved.statusCode).toBe(200);
    // (5×3 + 1×1) ÷ 4 = 4
    expect(saved.json()).toMatchObject({
      counts: { open: 0, done: 1 },
      assignment: {
        completedAt: expect.any(String),
        myReview: { recommendation: 'INVITE_TO_INTERVIEW', weightedScore: 4, note: 'Clear goals' },
        otherReviews: [],
      },
    });
    expect((await next(first)).json().assignment).toBeNull();

    // The second reviewer does not see the first's scores before their own review is in.
    const before = (await one(second, applicant.id)).json().assignment;
    expect(before).toMatchObject({ myReview: null, otherReviews: null });
    expect(JSON.stringify(before)).not.toContain('Clear goals');
    await save(second, applicant.id, review(criteria, [2, 2], 'NOT_NOW', 'Vague'));
    const after = (await one(second, applicant.id)).json().assignment;
    expect(after.otherReviews).toEqual([
      expect.objectContaining({
        reviewer: 'Tolu Staff',
        recommendation: 'INVITE_TO_INTERVIEW',
        weightedScore: 4,
      }),
    ]);

    const [row] = await app.db.select().from(applicants).where(eq(applicants.userId, applicant.id));
    expect(row).toMatchObject({ reviewScore: 3, reviewCount: 2, reviewDisagrees: true });
    const activity = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.applicantId, applicant.id), eq(activityLog.action, 'FIRST_REVIEW_SAVED')));
    expect(activity).toHaveLength(2);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subject, applicant.id));
    expect(audit.map((entry) => entry.action)).toEqual(['FIRST_REVIEW_SAVED', 'FIRST_REVIEW_SAVED']);

    // A reviewer changes their own review while the applicant waits in TESTED.
    const changed = await save(first, applicant.id, review(criteria, [3, 3], 'NOT_NOW', 'On reflection'));
    expect(changed.json().assignment.myReview).toMatchObject({ weightedScore: 3, recommendation: 'NOT_NOW' });
  });

  it('hides the others’ first-round cards on the profile from an elder who has not reviewed, not from admins', async () => {
    const { cohortId, criteria } = await cohortWithRubric();
    const applicant = await testedApplicant(cohortId);
    const author = await reviewer();
    const bystander = await reviewer();
    await assign(applicant.id, author.id);
    await save(author, applicant.id, review(criteria, [4, 4]));
    const url = `/api/elder/scorecards/${applicant.email}`;
    const hidden = (await app.inject({ method: 'GET', url, headers: bystander.headers })).json();
    expect(hidden.scorecards).toEqual([]);
    expect(hidden.firstReview).toMatchObject({ count: 0, weightedScore: null });
    const own = (await app.inject({ method: 'GET', url, headers: author.headers })).json();
    expect(own.scorecards).toHaveLength(1);
    const all = (await app.inject({ method: 'GET', url, headers: admin })).json();
    expect(all.scorecards).toHaveLength(1);
    expect(all.firstReview).toMatchObject({ count: 1, weightedScore: 4 });
  });

  it('refuses bad reviews with 400 and another reviewer’s or an unknown applicant with 404', async () => {
    const { cohortId, criteria } = await cohortWithRubric();
    const other = await cohortWithRubric();
    const applicant = await testedApplicant(cohortId);
    const elder = await reviewer();
    await assign(applicant.id, elder.id);
    const [a, b] = criteria as [string, string];
    const refused: [string, Record<string, unknown>][] = [
      ['a criterion left out', { ...review(criteria, [5, 5]), scores: [{ criterionId: a, score: 5 }] }],
      [
        'a criterion twice',
        {
          ...review(criteria, [5, 5]),
          scores: [
            { criterionId: a, score: 5 },
            { criterionId: a, score: 5 },
          ],
        },
      ],
      ["another cohort's criterion", review([a, other.criteria[0] ?? ''], [5, 5])],
      ['a score of 6', review(criteria, [6, 1])],
      ['a score of 2.5', review(criteria, [2.5, 1])],
      ['no recommendation', { scores: review(criteria, [5, 5]).scores, note: '' }],
      ['an unknown recommendation', review(criteria, [5, 5], 'MAYBE')],
      ['a note too long', review(criteria, [5, 5], 'NOT_NOW', 'x'.repeat(5001))],
      ['a NUL byte', review(criteria, [5, 5], 'NOT_NOW', 'a\u0000b')],
      ['a note of the wrong type', { ...review(criteria, [5, 5]), note: 42 }],
    ];
    for (const [why, payload] of refused)
      expect((await save(elder, applicant.id, payload)).statusCode, why).toBe(400);
    expect((await save(elder, applicant.id, review([b, a], [1, 5]))).statusCode).toBe(200);

    const stranger = await reviewer();
    for (const answer of [
      await one(stranger, applicant.id),
      await save(stranger, applicant.id, review(criteria, [1, 1])),
      await one(elder, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('This applicant is not in your reviews.');
    }
    expect((await one(elder, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('closes the review once the applicant leaves TESTED or withdraws, and skips them in the queue', async () => {
    const { cohortId, criteria } = await cohortWithRubric();
    const invited = await testedApplicant(cohortId);
    const withdrawn = await testedApplicant(cohortId);
    const elder = await reviewer('ADMIN');
    await assign(invited.id, elder.id);
    await assign(withdrawn.id, elder.id);
    await setApplicationStatus(app, invited.email, 'INVITED_FOR_INTERVIEW');
    await app.db
      .update(applicants)
      .set({ withdrawnAt: new Date() })
      .where(eq(applicants.userId, withdrawn.id));
    expect((await next(elder)).json()).toEqual({ counts: { open: 0, done: 0 }, assignment: null });
    for (const id of [invited.id, withdrawn.id]) {
      const late = await save(elder, id, review(criteria, [3, 3]));
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('WRONG_STATE');
    }
  });

  it('tells the elder an admin must add the criteria when the rubric is empty', async () => {
    const { cohortId } = await cohortWithRubric({ criteria: 0 });
    const applicant = await testedApplicant(cohortId);
    const elder = await reviewer();
    await assign(applicant.id, elder.id);
    expect((await next(elder)).json().assignment.rubric).toEqual([]);
    const answer = await save(elder, applicant.id, {
      scores: [{ criterionId: '00000000-0000-4000-8000-000000000000', score: 3 }],
      recommendation: 'NOT_NOW',
      note: '',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/An admin must add them/);
  });

  it('saves one card and logs it once when the reviewer double-clicks', async () => {
    const { cohortId, criteria } = await cohortWithRubric();
    const applicant = await testedApplicant(cohortId);
    const elder = await reviewer();
    await assign(applicant.id, elder.id);
    const answers = await Promise.all([
      save(elder, applicant.id, review(criteria, [2, 5])),
      save(elder, applicant.id, review(criteria, [2, 5])),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const activity = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.applicantId, applicant.id), eq(activityLog.action, 'FIRST_REVIEW_SAVED')));
    expect(activity).toHaveLength(1);
    expect(answers[1]?.json().counts).toEqual({ open: 0, done: 1 });
  });
});

import { eq } from 'drizzle-orm';
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
import { activityLog, applicants, auditLog, cohorts, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const criterion = (name: string, weight = 1, stage = 'INTERVIEW') => ({
  stage,
  name,
  lowAnchor: `No ${name.toLowerCase()} shown`,
  highAnchor: `Strong ${name.toLowerCase()}`,
  weight,
});

async function newCohort() {
  const [row] = await app.db
    .insert(cohorts)
    .values({ name: 'Rubric cohort', startMonth: 3, startYear: 2027 })
    .returning({ id: cohorts.id });
  return row?.id ?? '';
}

async function addCriterion(cohortId: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/cohorts/${cohortId}/rubric`,
    headers: admin,
    payload: body,
  });
}

/** An applicant in a cohort of their own, in the status given. */
async function applicantIn(cohortId: string, status: Parameters<typeof setApplicationStatus>[2]) {
  const { body } = await apply(app);
  await setApplicationStatus(app, body.email, status);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  await app.db
    .update(applicants)
    .set({ cohortId })
    .where(eq(applicants.userId, user?.id ?? ''));
  return { email: body.email as string, id: user?.id ?? '' };
}

async function elder() {
  const staff = await createStaff(app, 'ELDER');
  const login = await logIn(app, staff.email, staff.password);
  return { id: staff.id, headers: { authorization: `Bearer ${login.json().accessToken as string}` } };
}

describe('rubrics', () => {
  it('adds, lists, changes and deletes criteria per stage, audited', async () => {
    const cohortId = await newCohort();
    const added = await addCriterion(cohortId, criterion('Communication', 2));
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;
    await addCriterion(cohortId, criterion('Motivation', 1, 'FIRST_REVIEW'));
    const rubric = await app.inject({
      method: 'GET',
      url: `/api/admin/cohorts/${cohortId}/rubric`,
      headers: admin,
    });
    expect(rubric.json()).toMatchObject({
      cohortId,
      firstReview: [{ name: 'Motivation', stage: 'FIRST_REVIEW' }],
      interview: [{ id, name: 'Communication', weight: 2, lowAnchor: 'No communication shown' }],
    });
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/rubric/${id}`,
      headers: admin,
      payload: { name: 'Clarity', lowAnchor: 'Rambles', highAnchor: 'Crisp', weight: 3 },
    });
    expect(changed.json()).toMatchObject({ id, name: 'Clarity', weight: 3 });
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/rubric/${id}`, headers: admin });
    expect(deleted.json()).toEqual({ message: 'Criterion deleted' });
    const again = await app.inject({ method: 'DELETE', url: `/api/admin/rubric/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subject, cohortId));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'RUBRIC_CRITERION_ADDED',
      'RUBRIC_CRITERION_ADDED',
      'RUBRIC_CRITERION_CHANGED',
      'RUBRIC_CRITERION_DELETED',
    ]);
  });

  it('refuses a second criterion of one name in a stage, in any case, but allows it in the other', async () => {
    const cohortId = await newCohort();
    await addCriterion(cohortId, criterion('Grit'));
    const twice = await addCriterion(cohortId, criterion('GRIT'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await addCriterion(cohortId, criterion('Grit', 1, 'FIRST_REVIEW'))).statusCode).toBe(201);
    const other = await addCriterion(cohortId, criterion('Focus'));
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/rubric/${other.json().id}`,
      headers: admin,
      payload: { ...criterion('grit'), stage: undefined },
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('answers bad input with 400, unknown cohorts with 404, and at most 20 criteria a stage', async () => {
    const cohortId = await newCohort();
    for (const bad of [
      { ...criterion('X'), weight: 0 },
      { ...criterion('X'), weight: 2.5 },
      { ...criterion('X'), stage: 'FINAL' },
      { ...criterion('X'), name: '   ' },
      { ...criterion('X'), name: 'x'.repeat(100_000) },
      { ...criterion('X'), lowAnchor: 'a\u0000b' },
    ]) {
      expect((await addCriterion(cohortId, bad)).statusCode).toBe(400);
    }
    expect((await addCriterion('00000000-0000-4000-8000-000000000000', criterion('X'))).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/cohorts/not-a-uuid/rubric', headers: admin }))
        .statusCode,
    ).toBe(400);
    for (let i = 0; i < 20; i += 1)
      expect((await addCriterion(cohortId, criterion(`C${i}`))).statusCode).toBe(201);
    const over = await addCriterion(cohortId, criterion('C20'));
    expect(over.statusCode).toBe(422);
  });

  it('is the admins’: an elder is refused', async () => {
    const cohortId = await newCohort();
    const elderHeaders = await staffHeaders(app, 'ELDER');
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/cohorts/${cohortId}/rubric`,
      headers: elderHeaders,
      payload: criterion('X'),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('interview scorecards', () => {
  async function setUp(status: Parameters<typeof setApplicationStatus>[2] = 'INTERVIEWED') {
    const cohortId = await newCohort();
    const a = (await addCriterion(cohortId, criterion('Communication', 3))).json().id as string;
    const b = (await addCriterion(cohortId, criterion('Problem solving', 1))).json().id as string;
    const applicant = await applicantIn(cohortId, status);
    return { cohortId, a, b, applicant, url: `/api/elder/scorecards/${applicant.email}` };
  }

  it('keeps one card per elder, weighs it and shows the first round empty', async () => {
    const { a, b, applicant, url } = await setUp();
    const one = await elder();
    const two = await elder();
    const first = await app.inject({
      method: 'PUT',
      url: `${url}/interview`,
      headers: one.headers,
      payload: {
        scores: [
          { criterionId: a, score: 5 },
          { criterionId: b, score: 1 },
        ],
        note: 'Clear and calm',
      },
    });
    expect(first.statusCode).toBe(200);
    // (5×3 + 1×1) ÷ 4 = 4
    expect(first.json()).toMatchObject({
      scorecards: [
        { mine: true, editable: true, weightedScore: 4, note: 'Clear and calm', stage: 'INTERVIEW' },
      ],
      interview: { weightedScore: 4, count: 1 },
      firstReview: { weightedScore: null, count: 0, meanScores: [] },
      canScoreInterview: true,
      aptitudeTest: null,
    });
    // The same elder again changes their card; it does not add one.
    await app.inject({
      method: 'PUT',
      url: `${url}/interview`,
      headers: one.headers,
      payload: {
        scores: [
          { criterionId: a, score: 4 },
          { criterionId: b, score: 4 },
        ],
        note: '',
      },
    });
    await app.inject({
      method: 'PUT',
      url: `${url}/interview`,
      headers: two.headers,
      payload: {
        scores: [
          { criterionId: a, score: 2 },
          { criterionId: b, score: 2 },
        ],
        note: 'Hesitant',
      },
    });
    const read = (await app.inject({ method: 'GET', url, headers: two.headers })).json();
    expect(read.scorecards).toHaveLength(2);
    expect(read.scorecards.map((card: { mine: boolean }) => card.mine)).toEqual([false, true]);
    expect(read.interview).toMatchObject({
      weightedScore: 3,
      count: 2,
      meanScores: [
        { criterionId: a, mean: 3 },
        { criterionId: b, mean: 3 },
      ],
    });
    const activity = await app.db.select().from(activityLog).where(eq(activityLog.applicantId, applicant.id));
    expect(activity.filter((row) => row.action === 'SCORECARD_SAVED')).toHaveLength(3);
  });

  it('wants every criterion once, 1–5, none from another rubric', async () => {
    const { a, b, cohortId, url } = await setUp();
    const other = (await addCriterion(cohortId, criterion('Warmth', 1, 'FIRST_REVIEW'))).json().id as string;
    const { headers } = await elder();
    const put = (scores: unknown[], note: unknown = '') =>
      app.inject({ method: 'PUT', url: `${url}/interview`, headers, payload: { scores, note } });
    const both = (first: number, second: number) => [
      { criterionId: a, score: first },
      { criterionId: b, score: second },
    ];
    const refused: [string, unknown[], unknown][] = [
      ['a criterion left out', [{ criterionId: a, score: 5 }], ''],
      [
        'a criterion twice',
        [
          { criterionId: a, score: 5 },
          { criterionId: a, score: 5 },
        ],
        '',
      ],
      [
        "another stage's criterion",
        [
          { criterionId: a, score: 5 },
          { criterionId: other, score: 5 },
        ],
        '',
      ],
      ['a score above 5', both(6, 1), ''],
      ['a score below 1', both(0, 1), ''],
      ['a note too long', both(5, 1), 'x'.repeat(6000)],
      ['a NUL byte in the note', both(5, 1), 'a\u0000'],
    ];
    for (const [why, scores, note] of refused) expect((await put(scores, note)).statusCode, why).toBe(400);
    expect((await put(both(5, 1))).statusCode).toBe(200);
  });

  it('is refused before the interview, after the decision and without an interview rubric', async () => {
    const { headers } = await elder();
    const early = await setUp('ACCEPTED_INTERVIEW');
    const scores = [
      { criterionId: early.a, score: 3 },
      { criterionId: early.b, score: 3 },
    ];
    const before = await app.inject({
      method: 'PUT',
      url: `${early.url}/interview`,
      headers,
      payload: { scores, note: '' },
    });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(/once the interview has started/);
    expect((await app.inject({ method: 'GET', url: early.url, headers })).json().canScoreInterview).toBe(
      false,
    );

    const decided = await setUp('OFFERED_ADMISSION');
    const late = await app.inject({
      method: 'PUT',
      url: `${decided.url}/interview`,
      headers,
      payload: {
        scores: [
          { criterionId: decided.a, score: 3 },
          { criterionId: decided.b, score: 3 },
        ],
        note: '',
      },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/decision/);

    const bare = await applicantIn(await newCohort(), 'INTERVIEWED');
    const none = await app.inject({
      method: 'PUT',
      url: `/api/elder/scorecards/${bare.email}/interview`,
      headers,
      payload: { scores: [{ criterionId: decided.a, score: 3 }], note: '' },
    });
    expect(none.statusCode).toBe(422);
  });

  it('writes one card when the same elder sends it twice at once', async () => {
    const { a, b, url } = await setUp();
    const { headers } = await elder();
    const send = () =>
      app.inject({
        method: 'PUT',
        url: `${url}/interview`,
        headers,
        payload: {
          scores: [
            { criterionId: a, score: 2 },
            { criterionId: b, score: 5 },
          ],
          note: 'Twice',
        },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const read = (await app.inject({ method: 'GET', url, headers })).json();
    expect(read.scorecards).toHaveLength(1);
    expect(read.scorecards[0].scores).toHaveLength(2);
  });

  it('adds one criterion when an admin double-clicks', async () => {
    const cohortId = await newCohort();
    const answers = await Promise.all([
      addCriterion(cohortId, criterion('Once')),
      addCriterion(cohortId, criterion('Once')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('keeps a scored criterion from being deleted', async () => {
    const { a, b, url } = await setUp();
    const { headers } = await elder();
    await app.inject({
      method: 'PUT',
      url: `${url}/interview`,
      headers,
      payload: {
        scores: [
          { criterionId: a, score: 3 },
          { criterionId: b, score: 3 },
        ],
        note: '',
      },
    });
    const refused = await app.inject({ method: 'DELETE', url: `/api/admin/rubric/${a}`, headers: admin });
    expect(refused.statusCode).toBe(409);
  });

  it('answers 404 for an unknown applicant and 403 for an applicant or a sponsor', async () => {
    const { url } = await setUp();
    const { headers } = await elder();
    expect(
      (await app.inject({ method: 'GET', url: '/api/elder/scorecards/nobody@example.com', headers }))
        .statusCode,
    ).toBe(404);
    const sponsor = await staffHeaders(app, 'SPONSOR');
    expect((await app.inject({ method: 'GET', url, headers: sponsor })).statusCode).toBe(403);
  });
});

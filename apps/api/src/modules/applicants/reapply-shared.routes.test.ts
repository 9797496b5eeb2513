import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApplicantWithPassword } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { moveApplication } from '../../core/application-status.service.ts';
import { activityLog, applicants, applicationAttempts, cohorts, users } from '../../db/schema/index.ts';

/*
 * Re-applying on the shared test database (PostgreSQL with TEST_DATABASE_URL): two clicks at once
 * on real connections, and the funnel trigger under PostgreSQL. Nothing global changes: the
 * applicant's ended application is put in a cohort of its own, so the cohort open now is another.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const reachedAll = async (cohortId: string) =>
  (
    (await app.db.execute(
      sql`select status, sum(applicants)::int as n from funnel_reached where cohort_id = ${cohortId} and dimension = 'all' group by 1 order by 1`,
    )) as unknown as { rows: { status: string; n: number }[] }
  ).rows;

it('archives once under two clicks at once and counts each application in its own cohort', async () => {
  const applicant = await createApplicantWithPassword(app);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
  const id = user?.id as string;
  const [old] = await app.db
    .insert(cohorts)
    .values({ name: `Earlier ${id.slice(0, 8)}`, startMonth: 1, startYear: 2020 })
    .returning();
  const oldCohort = old?.id as string;
  // Their whole first application in the earlier cohort, logged move by move.
  await app.db.update(applicants).set({ cohortId: oldCohort }).where(eq(applicants.userId, id));
  await app.db.insert(activityLog).values({ applicantId: id, action: 'APPLIED', toStatus: 'APPLIED' });
  for (const to of [
    'QUESTIONNAIRE',
    'TESTING',
    'TESTED',
    'INVITED_FOR_INTERVIEW',
    'INTERVIEWING',
    'INTERVIEWED',
    'ADMISSION_REJECTED',
  ] as const) {
    await app.db.transaction((tx) => moveApplication(tx, id, { to, action: 'TEST_MOVE', refusal: 'no' }));
  }
  const oldBefore = await reachedAll(oldCohort);
  expect(oldBefore).toContainEqual({ status: 'ADMISSION_REJECTED', n: 1 });

  const offer = await app.inject({ method: 'GET', url: '/api/applicant/reapply', headers: applicant.auth });
  const openCohort = offer.json().cohort?.id as string;
  expect(openCohort).toBeTruthy();
  const newBefore = await reachedAll(openCohort);

  const click = () =>
    app.inject({
      method: 'POST',
      url: '/api/applicant/reapply',
      headers: applicant.auth,
      payload: { cohortId: openCohort },
    });
  const answers = await Promise.all([click(), click()]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  expect(
    await app.db.select().from(applicationAttempts).where(eq(applicationAttempts.applicantId, id)),
  ).toHaveLength(1);

  await app.db.transaction((tx) =>
    moveApplication(tx, id, { to: 'QUESTIONNAIRE', action: 'TEST_MOVE', refusal: 'no' }),
  );
  expect(await reachedAll(oldCohort)).toEqual(oldBefore);
  const newAfter = await reachedAll(openCohort);
  const count = (rows: { status: string; n: number }[], status: string) =>
    rows.find((row) => row.status === status)?.n ?? 0;
  for (const status of ['APPLIED', 'QUESTIONNAIRE']) {
    expect(count(newAfter, status), status).toBe(count(newBefore, status) + 1);
  }
});

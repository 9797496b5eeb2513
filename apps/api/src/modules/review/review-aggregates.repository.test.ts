import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, createStaff } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  applicants,
  cohorts,
  rubricCriteria,
  scorecardScores,
  scorecards,
  users,
} from '../../db/schema/index.ts';
import { refreshReviewAggregates } from './review-aggregates.repository.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function setUp() {
  const [cohort] = await app.db
    .insert(cohorts)
    .values({ name: 'Aggregate cohort', startMonth: 5, startYear: 2027 })
    .returning({ id: cohorts.id });
  const cohortId = cohort?.id ?? '';
  const criteria = await app.db
    .insert(rubricCriteria)
    .values(
      [
        ['Motivation', 3],
        ['Problem solving', 1],
      ].map(([name, weight], position) => ({
        cohortId,
        stage: 'FIRST_REVIEW' as const,
        name: String(name),
        lowAnchor: 'Low',
        highAnchor: 'High',
        weight: Number(weight),
        position,
      })),
    )
    .returning({ id: rubricCriteria.id });
  const { body } = await apply(app);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  const applicantId = user?.id ?? '';
  await app.db.update(applicants).set({ cohortId }).where(eq(applicants.userId, applicantId));
  return { cohortId, criteria: criteria.map((c) => c.id), applicantId };
}

async function review(applicantId: string, criteria: string[], scores: number[]) {
  const reviewer = await createStaff(app, 'ELDER');
  const [card] = await app.db
    .insert(scorecards)
    .values({ applicantId, stage: 'FIRST_REVIEW', reviewerId: reviewer.id, recommendation: 'NOT_NOW' })
    .returning({ id: scorecards.id });
  await app.db
    .insert(scorecardScores)
    .values(
      criteria.map((criterionId, i) => ({ scorecardId: card?.id ?? '', criterionId, score: scores[i] ?? 1 })),
    );
}

const aggregateOf = async (applicantId: string) => {
  const [row] = await app.db
    .select({
      score: applicants.reviewScore,
      count: applicants.reviewCount,
      disagrees: applicants.reviewDisagrees,
    })
    .from(applicants)
    .where(eq(applicants.userId, applicantId));
  return row;
};

describe('the first-round aggregate', () => {
  it('is the mean of the weighted cards, their count, and a flag past the margin', async () => {
    const { cohortId, criteria, applicantId } = await setUp();
    await refreshReviewAggregates(app.db, { applicantId });
    expect(await aggregateOf(applicantId)).toEqual({ score: null, count: 0, disagrees: false });

    // (5×3 + 1×1) ÷ 4 = 4.0
    await review(applicantId, criteria, [5, 1]);
    await refreshReviewAggregates(app.db, { applicantId });
    expect(await aggregateOf(applicantId)).toEqual({ score: 4, count: 1, disagrees: false });

    // (2×3 + 3×1) ÷ 4 = 2.25 → 2.3; mean (4.0 + 2.3) ÷ 2 = 3.15 → 3.2; spread 1.7 > 1.0
    await review(applicantId, criteria, [2, 3]);
    await refreshReviewAggregates(app.db, { applicantId });
    expect(await aggregateOf(applicantId)).toEqual({ score: 3.2, count: 2, disagrees: true });

    // A wider margin for the cohort clears the flag for every applicant in it.
    await app.db.update(cohorts).set({ disagreementMargin: 2 }).where(eq(cohorts.id, cohortId));
    await refreshReviewAggregates(app.db, { cohortId });
    expect(await aggregateOf(applicantId)).toEqual({ score: 3.2, count: 2, disagrees: false });
  });
});

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Rewrites the first-round aggregate the records list sorts and filters by (issue 22.5): the mean
 * of the first-round cards' weighted scores, their count, and whether the highest and lowest card
 * differ by more than the cohort's margin. Each card's weighted score is Σ score × weight ÷ Σ weight
 * to one decimal, as the profile shows it (scorecards.service.ts). Called in the transaction that
 * changes a card, or for a whole cohort when its margin or rubric weights change.
 */
export async function refreshReviewAggregates(
  db: Executor,
  scope: { applicantId: string } | { cohortId: string },
) {
  const applicantsInScope =
    'applicantId' in scope
      ? sql`select ${scope.applicantId}::uuid as user_id`
      : sql`select user_id from applicants where cohort_id = ${scope.cohortId}::uuid and (review_count > 0 or user_id in (select applicant_id from scorecards where stage = 'FIRST_REVIEW'))`;
  await db.execute(sql`
    with scoped as (${applicantsInScope}),
    cards as (
      select s.applicant_id, round(sum(ss.score * rc.weight)::numeric / sum(rc.weight), 1) as weighted
      from scorecards s
      join scorecard_scores ss on ss.scorecard_id = s.id
      join rubric_criteria rc on rc.id = ss.criterion_id
      where s.stage = 'FIRST_REVIEW' and s.applicant_id in (select user_id from scoped)
      group by s.applicant_id, s.id
    ),
    totals as (
      select scoped.user_id,
        round(avg(cards.weighted), 1) as score,
        count(cards.weighted) as reviews,
        coalesce(max(cards.weighted) - min(cards.weighted), 0) as spread
      from scoped left join cards on cards.applicant_id = scoped.user_id
      group by scoped.user_id
    )
    update applicants a set
      review_score = totals.score,
      review_count = totals.reviews,
      review_disagrees = totals.reviews > 1 and totals.spread > coalesce(
        (select disagreement_margin from cohorts where cohorts.id = a.cohort_id), 1)
    from totals
    where a.user_id = totals.user_id`);
}

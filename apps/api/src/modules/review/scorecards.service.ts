import { type ApplicationStatus, applicationStatuses, type Role } from '@intake/contracts';
import { TEST_QUESTION_COUNT } from '@intake/contracts/constants';
import { reviewErrors } from '@intake/contracts/errors/review';
import type { ApplicantScorecards, Criterion, ReviewStage, ScorecardInput } from '@intake/contracts/review';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { findCriteria, findReviewedApplicant, findScorecards, upsertScorecard } from './review.repository.ts';
import { findTestResult } from './review-queue.repository.ts';
import { byStage } from './rubrics.service.ts';

/** Statuses in which an interview has started and no decision is made: scorecards may change. */
const SCORABLE: readonly ApplicationStatus[] = ['INTERVIEWING', 'INTERVIEWED'];
/** Statuses before the interview: there is nothing to score yet. */
const BEFORE_INTERVIEW: readonly ApplicationStatus[] = applicationStatuses.slice(
  0,
  applicationStatuses.indexOf('INTERVIEWING'),
);

type Applicant = NonNullable<Awaited<ReturnType<typeof findReviewedApplicant>>>;

const canScore = (applicant: Applicant) => !applicant.withdrawnAt && SCORABLE.includes(applicant.status);

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Σ score × weight ÷ Σ weight over the rubric's criteria the card scored. */
export function weightedScore(
  criteria: readonly Criterion[],
  scores: readonly { criterionId: string; score: number }[],
) {
  let total = 0;
  let weights = 0;
  for (const criterion of criteria) {
    const given = scores.find((s) => s.criterionId === criterion.id);
    if (!given) continue;
    total += given.score * criterion.weight;
    weights += criterion.weight;
  }
  return weights === 0 ? 0 : oneDecimal(total / weights);
}

function summary(
  criteria: readonly Criterion[],
  cards: { scores: { criterionId: string; score: number }[]; weightedScore: number }[],
) {
  const meanScores = criteria.flatMap((criterion) => {
    const given = cards.flatMap((card) => card.scores.filter((s) => s.criterionId === criterion.id));
    return given.length === 0
      ? []
      : [
          {
            criterionId: criterion.id,
            mean: oneDecimal(given.reduce((sum, s) => sum + s.score, 0) / given.length),
          },
        ];
  });
  return {
    weightedScore:
      cards.length === 0
        ? null
        : oneDecimal(cards.reduce((sum, card) => sum + card.weightedScore, 0) / cards.length),
    meanScores,
    count: cards.length,
  };
}

/** The signed-in staff member reading the cards. */
export type Viewer = { userId: string; role: Role };

/**
 * Other reviewers' first-round cards stay hidden from an elder until their own is in (issue 22.3),
 * so the first round's scores are independent; admins see every card.
 */
export function visibleCards<Card extends { stage: ReviewStage; reviewerId: string }>(
  cards: readonly Card[],
  viewer: Viewer,
) {
  const reviewed = cards.some((card) => card.stage === 'FIRST_REVIEW' && card.reviewerId === viewer.userId);
  if (viewer.role === 'ADMIN' || reviewed) return [...cards];
  return cards.filter((card) => card.stage !== 'FIRST_REVIEW' || card.reviewerId === viewer.userId);
}

async function scorecardsOf(
  db: Executor,
  applicant: Applicant,
  viewer: Viewer,
): Promise<ApplicantScorecards> {
  const rubric = byStage(applicant.cohortId ? await findCriteria(db, applicant.cohortId) : []);
  const rubricOf = (stage: ReviewStage) => (stage === 'INTERVIEW' ? rubric.interview : rubric.firstReview);
  const editable = canScore(applicant);
  const cards = visibleCards(await findScorecards(db, applicant.id), viewer).map((card) => ({
    id: card.id,
    stage: card.stage,
    reviewer: `${card.firstName} ${card.lastName}`.trim(),
    mine: card.reviewerId === viewer.userId,
    editable: card.reviewerId === viewer.userId && editable && card.stage === 'INTERVIEW',
    note: card.note,
    scores: card.scores,
    weightedScore: weightedScore(rubricOf(card.stage), card.scores),
    updatedAt: card.updatedAt.toISOString(),
  }));
  const score = (await findTestResult(db, applicant.id))?.score ?? null;
  return {
    rubric,
    aptitudeTest: score === null ? null : { score, outOf: TEST_QUESTION_COUNT },
    scorecards: cards,
    firstReview: summary(
      rubric.firstReview,
      cards.filter((card) => card.stage === 'FIRST_REVIEW'),
    ),
    interview: summary(
      rubric.interview,
      cards.filter((card) => card.stage === 'INTERVIEW'),
    ),
    canScoreInterview: editable && rubric.interview.length > 0,
  };
}

export async function getScorecards(deps: ServiceDeps<'db'>, email: string, viewer: Viewer) {
  const applicant = await findReviewedApplicant(deps.db, email);
  if (!applicant) throw appError(reviewErrors.applicantNotFound);
  return scorecardsOf(deps.db, applicant, viewer);
}

/** Fills or changes the reviewer's own interview scorecard: every criterion once, 1–5, and a note. */
export async function saveInterviewScorecard(
  deps: ServiceDeps<'db'>,
  email: string,
  input: ScorecardInput,
  reviewer: Viewer,
) {
  const reviewerId = reviewer.userId;
  return deps.db.transaction(async (tx) => {
    // Locked, so a decision made meanwhile waits for the card or the card sees the decision.
    const applicant = await findReviewedApplicant(tx, email, true);
    if (!applicant) throw appError(reviewErrors.applicantNotFound);
    if (applicant.withdrawnAt || !SCORABLE.includes(applicant.status)) {
      throw appError(
        !applicant.withdrawnAt && BEFORE_INTERVIEW.includes(applicant.status)
          ? reviewErrors.notInterviewed
          : reviewErrors.decided,
      );
    }
    const criteria = applicant.cohortId ? await findCriteria(tx, applicant.cohortId, 'INTERVIEW') : [];
    if (criteria.length === 0) throw appError(reviewErrors.noInterviewRubric);
    const given = new Set(input.scores.map((s) => s.criterionId));
    const complete =
      given.size === input.scores.length &&
      input.scores.length === criteria.length &&
      criteria.every((criterion) => given.has(criterion.id));
    if (!complete) throw appError(reviewErrors.scoresIncomplete);
    await upsertScorecard(
      tx,
      { applicantId: applicant.id, stage: 'INTERVIEW', reviewerId, note: input.note },
      input.scores,
    );
    const details = {
      stage: 'INTERVIEW',
      scores: input.scores,
      weightedScore: weightedScore(byStage(criteria).interview, input.scores),
    };
    await insertActivity(tx, {
      applicantId: applicant.id,
      actorId: reviewerId,
      action: 'SCORECARD_SAVED',
      details,
    });
    await insertAudit(tx, { actorId: reviewerId, action: 'SCORECARD_SAVED', subject: email, details });
    return scorecardsOf(tx, applicant, reviewer);
  });
}

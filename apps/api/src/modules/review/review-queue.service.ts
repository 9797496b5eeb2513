import { type ApplicationStatus, applicationStatuses } from '@intake/contracts';
import { TEST_QUESTION_COUNT } from '@intake/contracts/constants';
import { questionnaireSections } from '@intake/contracts/copy/applicant-profile';
import { reviewErrors } from '@intake/contracts/errors/review';
import type { Criterion } from '@intake/contracts/review';
import type {
  FirstReview,
  FirstReviewInput,
  ReviewAssignment,
  ReviewQueueAnswer,
} from '@intake/contracts/review-queue';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { formatApplicationId } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { findCriteria, findScorecards, upsertScorecard } from './review.repository.ts';
import { refreshReviewAggregates } from './review-aggregates.repository.ts';
import {
  type AssignmentRow,
  completeAssignment,
  countAssignments,
  findAssignment,
  findNextAssignedApplicant,
  findTestResult,
} from './review-queue.repository.ts';
import { byStage } from './rubrics.service.ts';
import { type Viewer, visibleCards, weightedScore } from './scorecards.service.ts';

/** The identity is revealed from the interview invitation on (issue 22.4). */
const REVEALED_FROM = applicationStatuses.indexOf('INVITED_FOR_INTERVIEW');

const isBlind = (row: Pick<AssignmentRow, 'blindFirstRound' | 'status'>) =>
  // An applicant without a cohort takes the default: blind.
  (row.blindFirstRound ?? true) && applicationStatuses.indexOf(row.status) < REVEALED_FROM;

/** A first-round review may change while the applicant waits in the review stage. */
const REVIEWABLE: ApplicationStatus = 'TESTED';
const isReviewable = (row: Pick<AssignmentRow, 'status' | 'withdrawnAt'>) =>
  row.status === REVIEWABLE && !row.withdrawnAt;

/**
 * Questionnaire answers left out of the blind round (decision 0075): the state of origin (named by
 * the issue), the date of birth (it gives the age the age range stands for), and every contact and
 * social handle (a phone number, or a handle or profile address that usually is the name).
 */
const BLIND_LEFT_OUT = new Set([
  'stateOfOrigin',
  'dateOfBirth',
  'alternatePhone',
  'whatsapp',
  'telegram',
  'twitter',
  'instagram',
  'tiktok',
  'linkedin',
  'github',
  'facebook',
]);

/** An answer as the profile writes it: lists joined, empty answers as ''. */
function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Removes the applicant's names, e-mail and phone from a free-text answer ("I, Ada Obi, …"), so
 * what stays of the answer can still be read blind.
 */
function withoutIdentity(row: AssignmentRow): (text: string) => string {
  const words = [row.email, ...`${row.firstName} ${row.lastName}`.split(/\s+/)]
    .map((word) => word.trim())
    .filter((word) => word.length >= 2)
    .sort((a, b) => b.length - a.length)
    .map((word) => `\\b${escapeRegExp(word)}\\b`);
  // The phone's digits, written with or without spaces, dashes or the leading 0.
  const digits = row.phone.replace(/\D/g, '').replace(/^0+/, '');
  const phone = digits.length >= 6 ? [digits.split('').join('[\\s-]?')] : [];
  const pattern = new RegExp([...words, ...phone].join('|'), 'giu');
  return (text) => text.replace(pattern, '[removed]');
}

function answersOf(row: AssignmentRow, blind: boolean): ReviewAssignment['answers'] {
  const questionnaire = row.questionnaire;
  if (!questionnaire) return [];
  const clean = blind ? withoutIdentity(row) : (text: string) => text;
  return questionnaireSections
    .map((section) => ({
      title: section.title,
      fields: section.fields
        .filter(([key]) => !blind || !BLIND_LEFT_OUT.has(key))
        .map(([key, label]) => ({ label, value: clean(answerText(questionnaire[key])) })),
    }))
    .filter((section) => section.fields.length > 0);
}

type Card = Awaited<ReturnType<typeof findScorecards>>[number];

const reviewOf = (card: Card, rubric: readonly Criterion[]): FirstReview => ({
  reviewer: `${card.firstName} ${card.lastName}`.trim(),
  scores: card.scores,
  recommendation: card.recommendation,
  note: card.note,
  weightedScore: weightedScore(rubric, card.scores),
  updatedAt: card.updatedAt.toISOString(),
});

async function assignmentOf(db: Executor, row: AssignmentRow, viewer: Viewer): Promise<ReviewAssignment> {
  const [criteria, cards, test] = await Promise.all([
    row.cohortId ? findCriteria(db, row.cohortId, 'FIRST_REVIEW') : [],
    findScorecards(db, row.applicantId),
    findTestResult(db, row.applicantId),
  ]);
  const rubric = byStage(criteria).firstReview;
  const firstRound = cards.filter((card) => card.stage === 'FIRST_REVIEW');
  const mine = firstRound.find((card) => card.reviewerId === viewer.userId);
  // In the queue the reviewer is one of the round's reviewers: the others wait for their own card, admins too.
  const others = mine
    ? visibleCards(firstRound, viewer).filter((card) => card.reviewerId !== viewer.userId)
    : null;
  const blind = isBlind(row);
  return {
    applicantId: row.applicantId,
    reference: `Applicant ${formatApplicationId(row.applicationNumber)}`,
    blind,
    identity: blind
      ? null
      : {
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: `${row.dialCode} ${row.phone}`.trim(),
          gender: row.gender,
          ageRange: row.ageRange,
          stateOfOrigin: answerText(row.questionnaire?.stateOfOrigin),
          profilePictureUrl: row.profilePictureUrl,
        },
    answers: answersOf(row, blind),
    aptitudeTest: test
      ? { score: test.score, outOf: TEST_QUESTION_COUNT, takenAt: test.takenAt.toISOString() }
      : null,
    rubric,
    assignedAt: row.assignedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    editable: isReviewable(row),
    myReview: mine ? reviewOf(mine, rubric) : null,
    otherReviews: others ? others.map((card) => reviewOf(card, rubric)) : null,
  };
}

/** The signed-in reviewer's oldest waiting assignment (null when none waits) and their counts. */
export async function getNextReview(deps: ServiceDeps<'db'>, viewer: Viewer): Promise<ReviewQueueAnswer> {
  const applicantId = await findNextAssignedApplicant(deps.db, viewer.userId);
  const row = applicantId ? await findAssignment(deps.db, viewer.userId, applicantId) : undefined;
  return {
    counts: await countAssignments(deps.db, viewer.userId),
    assignment: row ? await assignmentOf(deps.db, row, viewer) : null,
  };
}

/** One of the reviewer's assignments, waiting or reviewed; any other applicant is not theirs to see. */
export async function getReview(
  deps: ServiceDeps<'db'>,
  applicantId: string,
  viewer: Viewer,
): Promise<ReviewQueueAnswer> {
  const row = await findAssignment(deps.db, viewer.userId, applicantId);
  if (!row) throw appError(reviewErrors.notAssigned);
  return {
    counts: await countAssignments(deps.db, viewer.userId),
    assignment: await assignmentOf(deps.db, row, viewer),
  };
}

const sameReview = (card: Card | undefined, input: FirstReviewInput) =>
  card !== undefined &&
  card.note === input.note &&
  card.recommendation === input.recommendation &&
  card.scores.length === input.scores.length &&
  input.scores.every((given) =>
    card.scores.some((s) => s.criterionId === given.criterionId && s.score === given.score),
  );

/**
 * Saves or changes the reviewer's first-round card, closes their assignment and refreshes the
 * applicant's aggregate, with the applicant row locked so a status change waits or is seen.
 */
export async function saveFirstReview(
  deps: ServiceDeps<'db'>,
  applicantId: string,
  input: FirstReviewInput,
  viewer: Viewer,
): Promise<ReviewQueueAnswer> {
  const assignment = await deps.db.transaction(async (tx) => {
    const row = await findAssignment(tx, viewer.userId, applicantId, true);
    if (!row) throw appError(reviewErrors.notAssigned);
    if (!isReviewable(row)) throw appError(reviewErrors.firstReviewClosed);
    const criteria = row.cohortId ? await findCriteria(tx, row.cohortId, 'FIRST_REVIEW') : [];
    if (criteria.length === 0) throw appError(reviewErrors.noFirstReviewRubric);
    const given = new Set(input.scores.map((s) => s.criterionId));
    const complete =
      given.size === input.scores.length &&
      input.scores.length === criteria.length &&
      criteria.every((criterion) => given.has(criterion.id));
    if (!complete) throw appError(reviewErrors.firstReviewScoresIncomplete);
    const current = (await findScorecards(tx, row.applicantId)).find(
      (card) => card.stage === 'FIRST_REVIEW' && card.reviewerId === viewer.userId,
    );
    // A double click, or Save pressed again on an unchanged card, writes and logs nothing twice.
    if (!sameReview(current, input)) {
      await upsertScorecard(
        tx,
        {
          applicantId: row.applicantId,
          stage: 'FIRST_REVIEW',
          reviewerId: viewer.userId,
          note: input.note,
          recommendation: input.recommendation,
        },
        input.scores,
      );
      await refreshReviewAggregates(tx, { applicantId: row.applicantId });
      const details = {
        stage: 'FIRST_REVIEW',
        scores: input.scores,
        recommendation: input.recommendation,
        weightedScore: weightedScore(byStage(criteria).firstReview, input.scores),
        changed: current !== undefined,
      };
      await insertActivity(tx, {
        applicantId: row.applicantId,
        actorId: viewer.userId,
        action: 'FIRST_REVIEW_SAVED',
        details,
      });
      // The audit names the applicant by id: the reviewer may be in the blind round.
      await insertAudit(tx, {
        actorId: viewer.userId,
        action: 'FIRST_REVIEW_SAVED',
        subject: row.applicantId,
        details,
      });
    }
    await completeAssignment(tx, viewer.userId, row.applicantId);
    const saved = await findAssignment(tx, viewer.userId, row.applicantId);
    if (!saved) throw appError(reviewErrors.notAssigned);
    return assignmentOf(tx, saved, viewer);
  });
  return { counts: await countAssignments(deps.db, viewer.userId), assignment };
}

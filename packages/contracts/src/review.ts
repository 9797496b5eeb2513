import { z } from 'zod';

/**
 * Rubrics and scorecards (issue 22.1, 22.8). A cohort has one rubric per review stage; a
 * scorecard is one reviewer's scores for one applicant at one stage.
 */
export const reviewStages = ['FIRST_REVIEW', 'INTERVIEW'] as const;
export type ReviewStage = (typeof reviewStages)[number];

/** A first-round reviewer's recommendation (issue 22.3), with the words the screen shows. */
export const recommendations = ['INVITE_TO_INTERVIEW', 'NOT_NOW', 'NOT_ADMITTED'] as const;
export type Recommendation = (typeof recommendations)[number];
export const recommendationLabels: Record<Recommendation, string> = {
  INVITE_TO_INTERVIEW: 'Invite to interview',
  NOT_NOW: 'Not now',
  NOT_ADMITTED: 'Not admitted',
};

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 10;
export const CRITERION_NAME_MAX = 80;
export const ANCHOR_MAX = 300;
export const SCORECARD_NOTE_MAX = 5_000;
/** Enough for any rubric a reviewer can fill in one sitting. */
export const CRITERIA_MAX = 20;

const text = (max: number, empty: string, long: string) => z.string().trim().min(1, empty).max(max, long);

export const criterionInputSchema = z.object({
  name: text(
    CRITERION_NAME_MAX,
    'Name the criterion',
    `A name can be at most ${CRITERION_NAME_MAX} characters`,
  ),
  lowAnchor: text(ANCHOR_MAX, 'Say what a 1 looks like', `At most ${ANCHOR_MAX} characters`),
  highAnchor: text(ANCHOR_MAX, 'Say what a 5 looks like', `At most ${ANCHOR_MAX} characters`),
  weight: z
    .number({ error: `A weight is a whole number from ${WEIGHT_MIN} to ${WEIGHT_MAX}` })
    .int(`A weight is a whole number from ${WEIGHT_MIN} to ${WEIGHT_MAX}`)
    .min(WEIGHT_MIN, `A weight is a whole number from ${WEIGHT_MIN} to ${WEIGHT_MAX}`)
    .max(WEIGHT_MAX, `A weight is a whole number from ${WEIGHT_MIN} to ${WEIGHT_MAX}`),
});
export type CriterionInput = z.infer<typeof criterionInputSchema>;

export const createCriterionSchema = criterionInputSchema.extend({
  stage: z.enum(reviewStages, { error: 'Choose first review or interview' }),
});

export const criterionSchema = createCriterionSchema.extend({ id: z.uuid() });
export type Criterion = z.infer<typeof criterionSchema>;

export const criterionIdParamSchema = z.object({ criterionId: z.uuid('Unknown criterion') });

export const rubricSchema = z.object({
  cohortId: z.uuid(),
  firstReview: z.array(criterionSchema),
  interview: z.array(criterionSchema),
});
export type Rubric = z.infer<typeof rubricSchema>;

const score = z
  .number({ error: `A score is a whole number from ${SCORE_MIN} to ${SCORE_MAX}` })
  .int(`A score is a whole number from ${SCORE_MIN} to ${SCORE_MAX}`)
  .min(SCORE_MIN, `A score is a whole number from ${SCORE_MIN} to ${SCORE_MAX}`)
  .max(SCORE_MAX, `A score is a whole number from ${SCORE_MIN} to ${SCORE_MAX}`);

/** An elder's interview scorecard: a score for every criterion of the rubric, and a note. */
export const scorecardInputSchema = z.object({
  scores: z
    .array(z.object({ criterionId: z.uuid('Unknown criterion'), score }))
    .min(1, 'Score every criterion')
    .max(CRITERIA_MAX, 'Score every criterion once'),
  note: z.string().trim().max(SCORECARD_NOTE_MAX, `A note can be at most ${SCORECARD_NOTE_MAX} characters`),
});
export type ScorecardInput = z.infer<typeof scorecardInputSchema>;

export const scorecardSchema = z.object({
  id: z.uuid(),
  stage: z.enum(reviewStages),
  reviewer: z.string(),
  /** The signed-in reviewer's own card. */
  mine: z.boolean(),
  /** Whether the signed-in reviewer may still change it (their own, before the decision). */
  editable: z.boolean(),
  note: z.string(),
  scores: z.array(z.object({ criterionId: z.uuid(), score: z.number() })),
  /** Σ score × weight ÷ Σ weight, one decimal. */
  weightedScore: z.number(),
  updatedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const stageSummarySchema = z.object({
  /** The mean of the stage's scorecards' weighted scores (null with none). */
  weightedScore: z.number().nullable(),
  /** Per criterion, the mean score of the stage's scorecards. */
  meanScores: z.array(z.object({ criterionId: z.uuid(), mean: z.number() })),
  count: z.number(),
});

/** What the profile shows: the rubric, the test score beside it, every scorecard and the means. */
export const applicantScorecardsSchema = z.object({
  rubric: z.object({ firstReview: z.array(criterionSchema), interview: z.array(criterionSchema) }),
  /** The aptitude-test score the system fills in (null until the test is scored). */
  aptitudeTest: z.object({ score: z.number(), outOf: z.number() }).nullable(),
  scorecards: z.array(scorecardSchema),
  firstReview: stageSummarySchema,
  interview: stageSummarySchema,
  /** Whether the signed-in reviewer may fill or change an interview scorecard now. */
  canScoreInterview: z.boolean(),
});
export type ApplicantScorecards = z.infer<typeof applicantScorecardsSchema>;

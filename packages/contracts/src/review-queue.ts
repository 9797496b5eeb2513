import { z } from 'zod';
import { criterionSchema, recommendations, SCORECARD_NOTE_MAX, scorecardInputSchema } from './review.ts';

/**
 * The signed-in reviewer's first-round queue (issue 22.3) and the blind first round (22.4): one
 * answer carries everything a reviewer needs to review one applicant (decision 0075).
 */

/** A first-round review: a score for every FIRST_REVIEW criterion, a recommendation and a note. */
export const firstReviewInputSchema = scorecardInputSchema.extend({
  recommendation: z.enum(recommendations, { error: 'Choose a recommendation' }),
  note: z
    .string({ error: 'A note is text' })
    .trim()
    .max(SCORECARD_NOTE_MAX, `A note can be at most ${SCORECARD_NOTE_MAX} characters`),
});
export type FirstReviewInput = z.infer<typeof firstReviewInputSchema>;

const givenScoresSchema = z.array(z.object({ criterionId: z.uuid(), score: z.number() }));

/** One first-round review as the queue shows it. */
export const firstReviewSchema = z.object({
  reviewer: z.string(),
  scores: givenScoresSchema,
  recommendation: z.enum(recommendations).nullable(),
  note: z.string(),
  /** Σ score × weight ÷ Σ weight, one decimal. */
  weightedScore: z.number(),
  updatedAt: z.string(),
});
export type FirstReview = z.infer<typeof firstReviewSchema>;

/** Who the applicant is: only outside the blind round (setting off, or invited to interview on). */
export const applicantIdentitySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.string(),
  ageRange: z.string(),
  stateOfOrigin: z.string(),
  profilePictureUrl: z.string().nullable(),
});
export type ApplicantIdentity = z.infer<typeof applicantIdentitySchema>;

export const reviewAssignmentSchema = z.object({
  applicantId: z.uuid(),
  /** An opaque reference, e.g. "Applicant INT-000123" (the application number). */
  reference: z.string(),
  blind: z.boolean(),
  /** Null in the blind round. */
  identity: applicantIdentitySchema.nullable(),
  /** The questionnaire as the profile labels it, without the fields that say who the applicant is when blind. */
  answers: z.array(
    z.object({ title: z.string(), fields: z.array(z.object({ label: z.string(), value: z.string() })) }),
  ),
  /** The aptitude-test score the system fills in, out of 20, and when the test closed. */
  aptitudeTest: z.object({ score: z.number(), outOf: z.number(), takenAt: z.string() }).nullable(),
  /** The cohort's FIRST_REVIEW criteria. */
  rubric: z.array(criterionSchema),
  assignedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Whether the reviewer may still save or change their review (the applicant is still TESTED). */
  editable: z.boolean(),
  myReview: firstReviewSchema.nullable(),
  /** The other reviewers' first-round reviews; null until the reviewer's own review is in. */
  otherReviews: z.array(firstReviewSchema).nullable(),
});
export type ReviewAssignment = z.infer<typeof reviewAssignmentSchema>;

export const reviewCountsSchema = z.object({ open: z.number(), done: z.number() });

/** The reviewer's counts and one assignment (null when the queue is empty). */
export const reviewQueueAnswerSchema = z.object({
  counts: reviewCountsSchema,
  assignment: reviewAssignmentSchema.nullable(),
});
export type ReviewQueueAnswer = z.infer<typeof reviewQueueAnswerSchema>;

import { z } from 'zod';
import { applicationOutcomes } from './status.ts';

/** Re-applying with the same account (issue 23.4, docs/decisions/0086-re-applying.md). */

/** The cohort an applicant whose application ended may apply to now; null when they may not. */
export const reapplyOfferSchema = z.object({
  cohort: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
});
export type ReapplyOffer = z.infer<typeof reapplyOfferSchema>;

/** The cohort the card offered: a click meant for one cohort never applies to another. */
export const reapplyBodySchema = z.object({ cohortId: z.string().uuid() }).strict();
export type ReapplyBody = z.infer<typeof reapplyBodySchema>;

/** One finished application kept when the applicant applied again. */
export const earlierApplicationSchema = z.object({
  id: z.string().uuid(),
  cohortName: z.string().nullable(),
  applicationNumber: z.number().int(),
  finalStatus: z.string(),
  nativeState: z.string(),
  outcome: z.enum(applicationOutcomes),
  /** The applicant's withdrawal reason, or the elders' decision reason, where known. */
  reason: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string(),
  testScore: z.number().int().nullable(),
  reviewScore: z.number().nullable(),
  reviewCount: z.number().int(),
  decisionReason: z.string().nullable(),
  questionnaire: z.record(z.string(), z.unknown()).nullable(),
  /** The reviewers' scorecards and interview comments of that application, as they stood. */
  scorecards: z.array(
    z.object({
      stage: z.string(),
      reviewer: z.string(),
      recommendation: z.string().nullable(),
      note: z.string(),
      weightedScore: z.number().nullable(),
    }),
  ),
  interviewComments: z.array(z.object({ author: z.string(), comment: z.string(), createdAt: z.string() })),
});
export type EarlierApplication = z.infer<typeof earlierApplicationSchema>;

export const earlierApplicationsSchema = z.object({
  /** True for an elder while the applicant is in a blind first round (decision 0075): nothing is shown. */
  withheld: z.boolean(),
  applications: z.array(earlierApplicationSchema),
});
export type EarlierApplications = z.infer<typeof earlierApplicationsSchema>;

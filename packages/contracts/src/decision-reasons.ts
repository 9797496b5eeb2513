import { z } from 'zod';

/**
 * Decision reasons (issue 22, point 7): admins keep the list, elders pick one when they decide, and the
 * reason's next step goes into the applicant's e-mail. Send to Community and Not Sure need a reason;
 * an offer may carry one.
 */
export const REASON_DECISIONS = ['Offer Admission', 'Send to Community', 'Not Sure'] as const;
export type ReasonDecision = (typeof REASON_DECISIONS)[number];
export const decisionNeedsReason = (decision: ReasonDecision) => decision !== 'Offer Admission';

export const REASON_LABEL_MAX = 120;
export const REASON_NEXT_STEP_MAX = 500;

const decisionEnum = z.enum(REASON_DECISIONS, {
  error: 'Decision must be Offer Admission, Send to Community or Not Sure',
});

export const decisionReasonSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  decisions: z.array(decisionEnum),
  nextStep: z.string(),
  archived: z.boolean(),
  /** How many decisions carry this reason. */
  uses: z.number(),
});
export type DecisionReason = z.infer<typeof decisionReasonSchema>;

export const decisionReasonInputSchema = z.object({
  label: z
    .string({ error: 'Enter the reason' })
    .trim()
    .min(1, 'Enter the reason')
    .max(REASON_LABEL_MAX, `Keep the reason within ${REASON_LABEL_MAX} characters`),
  decisions: z
    .array(decisionEnum, { error: 'Choose the decisions this reason fits' })
    .min(1, 'Choose the decisions this reason fits')
    .max(REASON_DECISIONS.length)
    .transform((list) => [...new Set(list)]),
  nextStep: z
    .string({ error: 'Enter the next step for the applicant' })
    .trim()
    .min(1, 'Enter the next step for the applicant')
    .max(REASON_NEXT_STEP_MAX, `Keep the next step within ${REASON_NEXT_STEP_MAX} characters`),
});
export type DecisionReasonInput = z.infer<typeof decisionReasonInputSchema>;

export const updateDecisionReasonSchema = decisionReasonInputSchema.extend({ archived: z.boolean() });
export type UpdateDecisionReasonInput = z.infer<typeof updateDecisionReasonSchema>;

export const reasonIdParamSchema = z.object({ reasonId: z.uuid('Unknown reason') });

export const decisionReasonResponseSchema = z.object({
  message: z.string(),
  reason: decisionReasonSchema,
});

/** The decision with its reason, in a body: what the Make Decision dialog sends. */
export const reasonedDecisionSchema = z.object({
  decision: decisionEnum,
  reasonId: z.uuid('Unknown reason').nullish(),
});
export type ReasonedDecision = z.infer<typeof reasonedDecisionSchema>;

/** One line of the per-cohort report: how many decisions of a kind carried a reason (null: none). */
export const reasonReportRowSchema = z.object({
  decision: decisionEnum,
  reasonId: z.uuid().nullable(),
  label: z.string().nullable(),
  decisions: z.number(),
});
export const reasonReportSchema = z.object({
  cohortId: z.uuid(),
  cohortName: z.string(),
  rows: z.array(reasonReportRowSchema),
});
export type ReasonReport = z.infer<typeof reasonReportSchema>;

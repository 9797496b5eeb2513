import { z } from 'zod';
import { type ApplicationStatus, applicationStatuses } from './status.ts';

/**
 * The stages the funnel screen shows (issue 23.6, decision 0080), in the order applicants pass
 * them. ACCEPTED_INTERVIEW is a reply, not a stage; the declines and the rejection are drop-offs;
 * CHECKED_IN and NATIVE come after enrolment, which ends the intake.
 */
export const funnelStages = [
  'APPLIED',
  'QUESTIONNAIRE',
  'TESTING',
  'TESTED',
  'INVITED_FOR_INTERVIEW',
  'INTERVIEWING',
  'INTERVIEWED',
  'OFFERED_ADMISSION',
  'ACCEPTED_ADMISSION',
  'ENROLLED',
] as const satisfies readonly ApplicationStatus[];
export type FunnelStage = (typeof funnelStages)[number];

export const funnelStageLabels: Record<FunnelStage, string> = {
  APPLIED: 'Applied',
  QUESTIONNAIRE: 'Questionnaire',
  TESTING: 'Taking the test',
  TESTED: 'Tested',
  INVITED_FOR_INTERVIEW: 'Invited to interview',
  INTERVIEWING: 'Interviewing',
  INTERVIEWED: 'Interviewed',
  OFFERED_ADMISSION: 'Offered admission',
  ACCEPTED_ADMISSION: 'Accepted the offer',
  ENROLLED: 'Enrolled',
};

/** The breakdowns of the screen, by what applicants were when they reached each stage. */
export const funnelDimensions = ['gender', 'age_range', 'state'] as const;
export type FunnelDimension = (typeof funnelDimensions)[number];
export const funnelDimensionLabels: Record<FunnelDimension, string> = {
  gender: 'Gender',
  age_range: 'Age range',
  state: 'State of origin',
};

const count = z.number().int().nonnegative();

export const funnelStageSchema = z.object({
  status: z.enum(funnelStages),
  reached: count,
  /** In this stage now (withdrawn applicants are under WITHDRAWN, as in the records list). */
  now: count,
  /** reached of the next stage ÷ reached of this one; null for the last stage or none reached. */
  conversion: z.number().nonnegative().nullable(),
  /** Median time in the stage of those who left it, in minutes; null while no one has. */
  medianMinutes: z.number().int().nonnegative().nullable(),
});
export type FunnelStageRow = z.infer<typeof funnelStageSchema>;

export const funnelSchema = z.object({
  cohortId: z.string(),
  cohortName: z.string(),
  stages: z.array(funnelStageSchema),
  /** Applicants now per records-list key (a status, or WITHDRAWN). */
  now: z.array(z.object({ listKey: z.enum([...applicationStatuses, 'WITHDRAWN']), applicants: count })),
  dropOff: z.object({
    declinedInterview: count,
    declinedOffer: count,
    notAdmitted: count,
    withdrawnByStage: z.array(z.object({ status: z.enum(applicationStatuses), applicants: count })),
    /** The most frequent reasons written on the withdrawal form (the same words count together). */
    withdrawalReasons: z.array(z.object({ reason: z.string(), applicants: count })),
    /** Elders' decisions by reason (decision_reasons); a null label: decided without one. */
    decisionReasons: z.array(
      z.object({ decision: z.string(), label: z.string().nullable(), applicants: count }),
    ),
  }),
  /** New applications per day on the school's calendar, oldest first, days without any left out. */
  applicationsPerDay: z.array(z.object({ day: z.string(), applicants: count })),
  /** Per dimension, each value with how many reached each stage (in funnelStages order). */
  breakdowns: z.array(
    z.object({
      dimension: z.enum(funnelDimensions),
      rows: z.array(z.object({ value: z.string(), reached: z.array(count) })),
    }),
  ),
});
export type Funnel = z.infer<typeof funnelSchema>;

export const FUNNEL_TOP_WITHDRAWAL_REASONS = 20;
export const funnelExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'Choose csv or xlsx' }),
});

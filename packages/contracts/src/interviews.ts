import { z } from 'zod';
import { emailParamSchema } from './email.ts';

/** An interview as the dashboard and the elder's schedule show it (docs/spec/portal-spec.md §3). */
export const interviewSchema = z.object({
  interviewDate: z.string(),
  interviewTime: z.string(),
  interviewMethod: z.string(),
  optionalInvitationComment: z.string().nullable(),
  /** The day it actually took place (dd-MM-yyyy), once staff started it; it may differ from the plan. */
  heldDate: z.string().nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const applicantIdParamSchema = z.object({ applicantId: z.uuid('Unknown applicant') });

const futureCheck = 'Dates cannot be in the past';
const quarterHour = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'Choose a time in 15-minute steps (HH:mm, 24-hour)');
const interviewDate = z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'Date must be dd-MM-yyyy');

/**
 * docs/spec/portal-spec.md §3: 'phone' is the invitation's default, ONLINE the reschedule's, and Offline means in
 * person (anything else is virtual); these three are the methods an interview can have.
 */
export const INTERVIEW_METHODS = ['phone', 'ONLINE', 'Offline'] as const;
export type InterviewMethod = (typeof INTERVIEW_METHODS)[number];
const interviewMethod = (fallback: InterviewMethod) =>
  z
    .enum(INTERVIEW_METHODS, { error: 'Interview method must be phone, ONLINE or Offline' })
    .optional()
    .default(fallback);

export const interviewInvitationSchema = z.object({
  applicantEmail: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  optionalInvitationComment: z.string().trim().max(2000).optional().default(''),
  interviewDate,
  interviewTime: quarterHour,
  interviewMethod: interviewMethod('phone'),
});
export type InterviewInvitation = z.infer<typeof interviewInvitationSchema>;

export const interviewRescheduleSchema = z.object({
  interviewDate,
  interviewTime: quarterHour,
  interviewMethod: interviewMethod('ONLINE'),
});
export type InterviewReschedule = z.infer<typeof interviewRescheduleSchema>;

export const INTERVIEW_PAST_MESSAGE = futureCheck;

/** The elder's decisions (docs/spec/portal-spec.md §4); the spec's client sends 'send' for Send to Community. */
export const INTERVIEW_DECISIONS = ['Offer Admission', 'Send to Community', 'send', 'Not Sure'] as const;
export const decisionParamsSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  decision: z.enum(INTERVIEW_DECISIONS, {
    error: 'Decision must be Offer Admission, Send to Community or Not Sure',
  }),
});

/**
 * A comment on an applicant's interview: the spec puts its text in the path
 * (`/createComment/{email}/{comment}`); a JSON body {comment} carries long text.
 */
export const commentParamsSchema = z.object({
  email: emailParamSchema.shape.email,
  comment: z.string().optional(),
});
export const commentBodySchema = z.object({ comment: z.string().optional() }).nullish();

import { z } from 'zod';
import { emailParamSchema } from './email.ts';
import { applicationStatuses } from './status.ts';

/**
 * Assignment of applicants to first-round reviewers (issue 22.2, decision 0074): who reviews whom,
 * each reviewer's load and queue, conflicts of interest and a cohort's review settings.
 */
export const REVIEWERS_PER_APPLICANT_MIN = 1;
export const REVIEWERS_PER_APPLICANT_MAX = 5;
export const MARGIN_MIN = 0.1;
export const MARGIN_MAX = 4;
export const CONFLICT_REASON_MAX = 300;
export const QUEUE_PAGE_SIZE = 25;

/** An assignment is open until its review is in; it is closed when the applicant left the review stage first. */
export const assignmentStates = ['OPEN', 'DONE', 'CLOSED'] as const;
export type AssignmentState = (typeof assignmentStates)[number];

const perApplicantMessage = `Reviewers per applicant is a whole number from ${REVIEWERS_PER_APPLICANT_MIN} to ${REVIEWERS_PER_APPLICANT_MAX}`;
const marginMessage = `The disagreement margin is a number from ${MARGIN_MIN} to ${MARGIN_MAX.toFixed(1)} with one decimal`;

export const reviewSettingsSchema = z.object({
  blindFirstRound: z.boolean({ error: 'Say whether the first round is blind' }),
  reviewersPerApplicant: z
    .number({ error: perApplicantMessage })
    .int(perApplicantMessage)
    .min(REVIEWERS_PER_APPLICANT_MIN, perApplicantMessage)
    .max(REVIEWERS_PER_APPLICANT_MAX, perApplicantMessage),
  disagreementMargin: z
    .number({ error: marginMessage })
    .min(MARGIN_MIN, marginMessage)
    .max(MARGIN_MAX, marginMessage)
    // One decimal: 0.25 would be stored as 0.3 (numeric(2,1)) and the admin would not see why.
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, marginMessage),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const cohortReviewSettingsSchema = reviewSettingsSchema.extend({ cohortId: z.uuid() });

export const reviewerSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  open: z.number().int(),
  done: z.number().int(),
});
export type Reviewer = z.infer<typeof reviewerSchema>;

/** How many applicants short of reviewers the reviewers list names (the longest waiting first). */
export const SHORT_LISTED = 20;

export const shortApplicantSchema = z.object({
  applicantId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  reviewers: z.number().int(),
  wanted: z.number().int(),
});

export const reviewersSchema = z.object({
  reviewers: z.array(reviewerSchema),
  /** Applicants in the review stage with fewer reviewers than their cohort asks for. */
  shortOfReviewers: z.number().int(),
  /** The first of them, longest waiting first. */
  shortApplicants: z.array(shortApplicantSchema),
});

export const reviewerIdParamSchema = z.object({ reviewerId: z.uuid('Unknown reviewer') });
export const assignmentParamsSchema = reviewerIdParamSchema.extend({
  applicantId: z.uuid('Unknown applicant'),
});

export const queueQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'A page is a whole number from 1' })
    .int('A page is a whole number from 1')
    .min(1, 'A page is a whole number from 1')
    .max(100_000, 'There are not that many pages')
    .optional(),
});

export const queueItemSchema = z.object({
  applicantId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(applicationStatuses),
  assignedAt: z.string(),
  completedAt: z.string().nullable(),
  state: z.enum(assignmentStates),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const reviewerQueueSchema = z.object({
  reviewer: reviewerSchema,
  items: z.array(queueItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const reassignSchema = z.object({ toReviewerId: z.uuid('Choose the elder to take it over') });

const reason = z
  .string({ error: 'Say why this reviewer should not review the applicant' })
  .trim()
  .min(1, 'Say why this reviewer should not review the applicant')
  .max(CONFLICT_REASON_MAX, `A reason can be at most ${CONFLICT_REASON_MAX} characters`);

export const declareConflictSchema = z.object({
  reviewerId: z.uuid('Choose the reviewer'),
  applicantEmail: emailParamSchema.shape.email,
  reason,
});
export const ownConflictSchema = z.object({ reason });
export const applicantIdParamSchema = z.object({ applicantId: z.uuid('Unknown applicant') });

export const conflictsQuerySchema = z
  .object({
    reviewerId: z.uuid('Unknown reviewer').optional(),
    applicantEmail: emailParamSchema.shape.email.optional(),
  })
  .refine((query) => (query.reviewerId === undefined) !== (query.applicantEmail === undefined), {
    message: 'Name either a reviewer or an applicant’s e-mail',
  });

export const conflictSchema = z.object({
  reviewerId: z.uuid(),
  reviewerName: z.string(),
  applicantId: z.uuid(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  reason: z.string(),
  /** Found by the portal (same e-mail or phone): it cannot be removed by hand. */
  foundBySystem: z.boolean(),
  createdAt: z.string(),
});
export type Conflict = z.infer<typeof conflictSchema>;

export const conflictsSchema = z.object({ conflicts: z.array(conflictSchema) });

/** What a declared conflict did: the open assignment removed and who took it over. */
export const conflictDeclaredSchema = z.object({
  conflict: conflictSchema,
  removedAssignment: z.boolean(),
  replacements: z.number().int(),
});

/** The elder's own answer names nobody: in the blind first round they do not know who the applicant is. */
export const ownConflictDeclaredSchema = z.object({
  message: z.string(),
  removedAssignment: z.boolean(),
  replacements: z.number().int(),
});

export const assignWaitingSchema = z.object({
  assigned: z.number().int(),
  shortOfReviewers: z.number().int(),
});

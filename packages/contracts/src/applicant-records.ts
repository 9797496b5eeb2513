import { z } from 'zod';
import { testPauseSchema, uncountedAnswerSchema } from './aptitude-test.ts';
import { APPLICANT_PAGE_SIZE } from './constants.ts';
import { type ApplicationStatus, applicationStatuses } from './status.ts';

/**
 * An applicant who left (withdrew) or takes no optional mail (unsubscribed) but is still applying:
 * staff see which (issue 18.16). A withdrawn applicant is listed under WITHDRAWN, not their status.
 */
export const optOuts = ['WITHDRAWN', 'UNSUBSCRIBED'] as const;
export type OptOut = (typeof optOuts)[number];
/** How the staff list and profile name them, instead of (withdrawn) or beside (unsubscribed) the status. */
export const optOutLabels: Record<OptOut, string> = { WITHDRAWN: 'Withdrawn', UNSUBSCRIBED: 'Unsubscribed' };

/**
 * The stages of the staff side menu and the list keys each one lists (docs/spec/portal-spec.md §2, §4): an applicant's
 * status, or WITHDRAWN. 'unsubscribed' lists those still applying who unsubscribed, in any status.
 */
export const applicantStages = {
  all: [],
  scheduled: ['INVITED_FOR_INTERVIEW', 'ACCEPTED_INTERVIEW'],
  interviewing: ['INTERVIEWING'],
  interviewed: ['INTERVIEWED'],
  offered: ['OFFERED_ADMISSION'],
  declined: ['DECLINED_ADMISSION'],
  enrolled: ['ENROLLED', 'CHECKED_IN', 'NATIVE'],
  withdrawn: ['WITHDRAWN'],
  unsubscribed: [],
} as const satisfies Record<string, readonly (ApplicationStatus | 'WITHDRAWN')[]>;
export type ApplicantStage = keyof typeof applicantStages;

export const APPLICANT_LIST_MAX = 5_000;

export const applicantListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
  search: z.string().trim().max(100).optional(),
  stage: z.enum(Object.keys(applicantStages) as [ApplicantStage, ...ApplicantStage[]]).optional(),
});
export type ApplicantListQuery = z.infer<typeof applicantListQuerySchema>;
export const DEFAULT_PAGE_SIZE = APPLICANT_PAGE_SIZE;

/** Which of the opt-outs an applicant made, if any: withdrawing includes unsubscribing. */
export const optOutOf = (applicant: { withdrawnAt: unknown; unsubscribedAt: unknown }): OptOut | null =>
  applicant.withdrawnAt ? 'WITHDRAWN' : applicant.unsubscribedAt ? 'UNSUBSCRIBED' : null;

/** An applicant as the staff table lists it (docs/spec/portal-spec.md §3). */
export const applicantRecordSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  gender: z.string(),
  applicantDocument: z.object({
    email: z.string(),
    applicationStatus: z.enum(applicationStatuses),
    ageRange: z.string(),
    optedOut: z.enum(optOuts).nullable(),
  }),
});
export type ApplicantRecord = z.infer<typeof applicantRecordSchema>;

export const activityEntrySchema = z.object({
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

/** A drawn question as staff see it: the applicant's response beside the correct answer. */
export const reviewedQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  image: z.string(),
  options: z.array(z.string()),
  answer: z.string(),
  response: z.string().nullable(),
});

export const applicantProfileSchema = z.object({
  applicant: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    dialCode: z.string(),
    gender: z.string(),
    profilePictureUrl: z.string().nullable(),
    applicationId: z.string(),
    applicationStatus: z.enum(applicationStatuses),
    nativeState: z.string(),
    appliedAt: z.string(),
    optedOut: z.enum(optOuts).nullable(),
  }),
  /** The cohort an offer would admit them to; a null fee means no offer can be made yet (issue 18.13). */
  cohort: z.object({ name: z.string(), tuitionFee: z.number().nullable() }).nullable(),
  applicantDocument: z.object({
    email: z.string(),
    ageRange: z.string(),
    applicationStatus: z.enum(applicationStatuses),
    questionnaire: z.record(z.string(), z.unknown()).nullable(),
    aptitudeTest: z
      .object({
        score: z.number().nullable(),
        total: z.number(),
        startedAt: z.string(),
        closedAt: z.string().nullable(),
        closedReason: z.string().nullable(),
        /** Each gap without contact (evidence only, never alone a reason to reject). */
        pauses: z.array(testPauseSchema),
        /** Seconds of answering the attempt actually used: its time less the counted pauses. */
        usedSeconds: z.number().int(),
        uncountedAnswers: z.array(uncountedAnswerSchema),
        testObj: z.object({ userTest: z.array(reviewedQuestionSchema) }),
      })
      .nullable(),
  }),
  activityLog: z.array(activityEntrySchema),
});
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;

export const COMMENT_MAX_LENGTH = 5_000;
export const commentTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a comment first')
  .max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters`);

/** commentList keeps the spec's object of texts; comments adds each one's author and time. */
export const commentsResponseSchema = z.object({
  commentList: z.record(z.string(), z.string()),
  comments: z.array(
    z.object({ id: z.string(), comment: z.string(), author: z.string().nullable(), createdAt: z.string() }),
  ),
});

/** A search counts its matches up to this many; the list then says "1,000+" and asks for a narrower search. */
export const SEARCH_COUNT_CAP = 1_000;

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

/**
 * The list's orders (issue 22.5): newest first (the spec's), by first-round score high→low or
 * low→high, or most reviews first. Applicants not yet reviewed come last, newest first.
 */
export const applicantSorts = ['newest', 'score-high', 'score-low', 'reviews'] as const;
export type ApplicantSort = (typeof applicantSorts)[number];
/** Which applicants by their first-round reviews: none yet, at least one, or reviewers disagree. */
export const reviewFilters = ['unreviewed', 'reviewed', 'disagree'] as const;
export type ReviewFilter = (typeof reviewFilters)[number];
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;

const minScoreMessage = `The minimum score is a number from ${REVIEW_SCORE_MIN} to ${REVIEW_SCORE_MAX} with at most one decimal, such as 3.5.`;
/** A tenth is the scores' precision (numeric(2,1)); 3.45 would promise a finer filter than there is. */
const hasOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** The filter the list, its count and its export share. */
const applicantFilterShape = {
  search: z.string().trim().max(100).optional(),
  stage: z.enum(Object.keys(applicantStages) as [ApplicantStage, ...ApplicantStage[]]).optional(),
  minScore: z.coerce
    .number({ error: minScoreMessage })
    .min(REVIEW_SCORE_MIN, minScoreMessage)
    .max(REVIEW_SCORE_MAX, minScoreMessage)
    .refine(hasOneDecimal, minScoreMessage)
    .optional(),
  reviews: z.enum(reviewFilters, { error: `Reviews is one of ${reviewFilters.join(', ')}.` }).optional(),
};

/** Only reviewed applicants have a score: a minimum score among the not yet reviewed lists nobody. */
const scoreNeedsReviews = (query: { minScore?: number | undefined; reviews?: ReviewFilter | undefined }) =>
  query.minScore === undefined || query.reviews !== 'unreviewed';
const scoreNeedsReviewsMessage = {
  message: 'A minimum score lists reviewed applicants only: it cannot be combined with “not yet reviewed”.',
  path: ['minScore'],
};

export const applicantListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    size: z.coerce.number().int().min(1).max(100).optional(),
    sort: z.enum(applicantSorts, { error: `Sort is one of ${applicantSorts.join(', ')}.` }).optional(),
    ...applicantFilterShape,
  })
  .refine(scoreNeedsReviews, scoreNeedsReviewsMessage);
export type ApplicantListQuery = z.infer<typeof applicantListQuerySchema>;
/** The export's query: the list's filter without paging or order (it lists newest first). */
export const applicantFilterQuerySchema = z
  .object(applicantFilterShape)
  .refine(scoreNeedsReviews, scoreNeedsReviewsMessage);
export type ApplicantFilterQuery = z.infer<typeof applicantFilterQuerySchema>;
export const DEFAULT_PAGE_SIZE = APPLICANT_PAGE_SIZE;

/** Which of the opt-outs an applicant made, if any: withdrawing includes unsubscribing. */
export const optOutOf = (applicant: { withdrawnAt: unknown; unsubscribedAt: unknown }): OptOut | null =>
  applicant.withdrawnAt ? 'WITHDRAWN' : applicant.unsubscribedAt ? 'UNSUBSCRIBED' : null;

/** The first-round aggregate the list shows (issue 22.5): the mean weighted score, null with no review. */
export const recordReviewSchema = z.object({
  score: z.number().nullable(),
  count: z.number().int(),
  disagrees: z.boolean(),
});
export type RecordReview = z.infer<typeof recordReviewSchema>;

/**
 * An applicant as the staff table lists it (docs/spec/portal-spec.md §3), with the application
 * number and the review aggregate beside the spec's fields. A `blind` row (an elder's view of an
 * applicant in a blind first round, issue 22.4) has its name, e-mail, phone, gender and age range
 * empty: the application number is its reference.
 */
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
  applicationNumber: z.number().int(),
  blind: z.boolean(),
  review: recordReviewSchema,
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

import { commentsResponseSchema } from '../applicant-records.ts';
import { messageResponseSchema } from '../auth.ts';
import { emailParamSchema } from '../email.ts';
import { defineEndpoint, STAFF_ACT } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  commentBodySchema,
  commentParamsSchema,
  decisionParamsSchema,
  interviewInvitationSchema,
} from '../interviews.ts';

/* What staff do on an applicant's profile: invite, interview, comment and decide. */
const tags = ['interviews'];
const byEmailParam = { in: 'params', field: 'email' } as const;
const staffOnApplicant = { allow: STAFF_ACT, actsOn: byEmailParam };

export const inviteApplicant = defineEndpoint({
  method: 'POST',
  path: '/api/interviewInvite/inviteApplicant',
  body: interviewInvitationSchema,
  response: messageResponseSchema,
  access: { allow: STAFF_ACT, actsOn: { in: 'body', field: 'applicantEmail' } },
  errors: [errorCodes.notFound, errorCodes.rule, errorCodes.wrongState],
  tags,
  summary: 'Invite an applicant (INVITED_FOR_INTERVIEW); mails an .ics, an accept and a reschedule link',
});

/** The comment's text in the path, as the spec has it. */
export const createCommentInPath = defineEndpoint({
  method: 'POST',
  path: '/api/interviewComment/createComment/:email/:comment',
  params: commentParamsSchema,
  body: commentBodySchema,
  response: commentsResponseSchema,
  access: staffOnApplicant,
  errors: [errorCodes.notFound],
  tags,
  summary: 'Add a comment to an applicant’s interview',
});

/** The comment's text in a JSON body {comment}, for text too long for a path. */
export const createComment = defineEndpoint({
  ...createCommentInPath,
  path: '/api/interviewComment/createComment/:email',
  params: emailParamSchema,
});

export const startInterview = defineEndpoint({
  method: 'POST',
  path: '/api/elder/startInterview/:email',
  params: emailParamSchema,
  response: messageResponseSchema,
  access: staffOnApplicant,
  errors: [errorCodes.notFound, errorCodes.wrongState],
  tags,
  summary: 'Mark the interview started',
});

export const completeInterview = defineEndpoint({
  ...startInterview,
  path: '/api/elder/completeInterview/:email',
  summary: 'Mark the interview done',
});

export const sendInterviewDecision = defineEndpoint({
  method: 'POST',
  path: '/api/elder/sendInterviewDecision/:email/:decision',
  params: decisionParamsSchema,
  response: messageResponseSchema,
  access: staffOnApplicant,
  errors: [errorCodes.notFound, errorCodes.noTuitionFee, errorCodes.wrongState],
  tags: ['admissions'],
  summary: 'Offer Admission, Send to Community (or the spec’s "send") or Not Sure',
});

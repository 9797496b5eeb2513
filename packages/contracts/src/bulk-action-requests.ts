import { z } from 'zod';
import { applicantFilterQuerySchema } from './applicant-records.ts';
import { BULK_MESSAGE_MAX, BULK_SUBJECT_MAX, bulkSelectionSchema } from './bulk-actions.ts';
import { formatCount } from './counts.ts';
import { decisionNeedsReason, REASON_DECISIONS } from './decision-reasons.ts';
import { interviewInvitationSchema } from './interviews.ts';
import { messageChannels } from './messaging.ts';

/* What starts a bulk action (issue 22.6), and the message staff write to many applicants or one. */

/** The selection by id, or the filter as the records list has it: one of the two. */
export const bulkTargetSchema = z
  .object({
    applicantIds: bulkSelectionSchema.optional(),
    filter: applicantFilterQuerySchema.optional(),
  })
  .refine((target) => (target.applicantIds === undefined) !== (target.filter === undefined), {
    message: 'Send either the selected applicants or the filter',
  });

const infoSessionParams = z.object({ infoSessionId: z.uuid('Choose an information session') });

const interviewParams = interviewInvitationSchema.omit({ applicantEmail: true });

const decisionParams = z
  .object({
    decision: z.enum(REASON_DECISIONS, {
      error: 'Decision must be Offer Admission, Send to Community or Not Sure',
    }),
    reasonId: z.uuid('Choose a reason from the list').nullable().optional(),
  })
  .refine((params) => !decisionNeedsReason(params.decision) || Boolean(params.reasonId), {
    message: 'Choose a reason: Send to Community and Not Sure carry one',
    path: ['reasonId'],
  });

/**
 * A message staff write (to many applicants, or one): plain text, and the channels it goes by. A
 * phone channel reaches only who accepted it at their number; e-mail reaches everyone.
 */
export const staffMessageSchema = z.object({
  subject: z
    .string({ error: 'Enter a subject' })
    .trim()
    .min(1, 'Enter a subject')
    .max(BULK_SUBJECT_MAX, `Keep the subject within ${BULK_SUBJECT_MAX} characters`)
    .refine((text) => !/[\r\n]/.test(text), 'Keep the subject on one line'),
  body: z
    .string({ error: 'Enter the message' })
    .trim()
    .min(1, 'Enter the message')
    .max(BULK_MESSAGE_MAX, `Keep the message within ${formatCount(BULK_MESSAGE_MAX)} characters`),
  channels: z
    .array(z.enum(messageChannels, { error: 'Choose e-mail, SMS or WhatsApp' }))
    .min(1, 'Choose at least one channel')
    .max(messageChannels.length)
    .refine((list) => new Set(list).size === list.length, 'Choose each channel once')
    .default(['email']),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

const idempotencyKey = z.uuid('The request key must be a UUID');

/** What the confirmation sends: the kind with its own fields, the target and the screen's key. */
export const createBulkActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('INVITE_TO_INFO_SESSION'),
    params: infoSessionParams,
    target: bulkTargetSchema,
    idempotencyKey,
  }),
  z.object({
    kind: z.literal('INVITE_TO_INTERVIEW'),
    params: interviewParams,
    target: bulkTargetSchema,
    idempotencyKey,
  }),
  z.object({ kind: z.literal('DECIDE'), params: decisionParams, target: bulkTargetSchema, idempotencyKey }),
  z.object({
    kind: z.literal('SEND_MESSAGE'),
    params: staffMessageSchema,
    target: bulkTargetSchema,
    idempotencyKey,
  }),
  // Issue 26: each applicant is mailed a link to book a slot; nothing to choose.
  z.object({
    kind: z.literal('INVITE_TO_BOOK'),
    params: z.object({}),
    target: bulkTargetSchema,
    idempotencyKey,
  }),
]);
export type CreateBulkAction = z.infer<typeof createBulkActionSchema>;

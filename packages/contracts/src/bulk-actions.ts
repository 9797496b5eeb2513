import { z } from 'zod';
import { applicantFilterQuerySchema } from './applicant-records.ts';
import { formatCount } from './counts.ts';
import { decisionNeedsReason, REASON_DECISIONS } from './decision-reasons.ts';
import { interviewInvitationSchema } from './interviews.ts';
import { messageChannels } from './messaging.ts';
import type { Role } from './status.ts';

/**
 * Bulk actions on the records list (issue 22.6). The kinds and states are shared by the table, the
 * server and the screen; the request and answer shapes are declared with their endpoints.
 */
export const bulkActionKinds = [
  'INVITE_TO_INFO_SESSION',
  'INVITE_TO_INTERVIEW',
  'DECIDE',
  'SEND_MESSAGE',
  'INVITE_TO_BOOK',
] as const;
export type BulkActionKind = (typeof bulkActionKinds)[number];

export const bulkActionStates = ['RUNNING', 'FINISHED'] as const;
export type BulkActionState = (typeof bulkActionStates)[number];

export const bulkItemStates = ['PENDING', 'DONE', 'SKIPPED', 'FAILED'] as const;
export type BulkItemState = (typeof bulkItemStates)[number];

/** A selection sent by id; a larger set is sent as the filter it came from. */
export const BULK_SELECTION_MAX = 1_000;
/** A filter's result is fixed as items in one transaction when the action is created. */
export const BULK_FILTER_MAX = 10_000;
export const BULK_SUBJECT_MAX = 150;
export const BULK_MESSAGE_MAX = 5_000;
/** The skipped and failed items a progress answer names, first ones first. */
export const BULK_PROBLEMS_SHOWN = 20;

const selectionSchema = z
  .array(z.uuid('Unknown applicant'))
  .min(1, 'Select at least one applicant')
  .max(
    BULK_SELECTION_MAX,
    `Select at most ${formatCount(BULK_SELECTION_MAX)} applicants, or act on the whole filter`,
  )
  .transform((ids) => [...new Set(ids)]);

/** The selection by id, or the filter as the records list has it: one of the two. */
export const bulkTargetSchema = z
  .object({
    applicantIds: selectionSchema.optional(),
    filter: applicantFilterQuerySchema.optional(),
  })
  .refine((target) => (target.applicantIds === undefined) !== (target.filter === undefined), {
    message: 'Send either the selected applicants or the filter',
  });
export type BulkTarget = z.infer<typeof bulkTargetSchema>;

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
export type BulkActionParams<K extends BulkActionKind> = Extract<CreateBulkAction, { kind: K }>['params'];

export const bulkActionIdParamSchema = z.object({ actionId: z.uuid('Unknown bulk action') });

/** A skipped or failed applicant, with the sentence that says why. */
export const bulkProblemSchema = z.object({
  applicantId: z.string(),
  email: z.string(),
  name: z.string(),
  state: z.enum(['SKIPPED', 'FAILED']),
  outcome: z.string(),
});

export const bulkActionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(bulkActionKinds),
  state: z.enum(bulkActionStates),
  total: z.number(),
  done: z.number(),
  skipped: z.number(),
  failed: z.number(),
  pending: z.number(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkActionSummary = z.infer<typeof bulkActionSummarySchema>;

/** The progress the screen polls: the counts, and the first skipped and failed items. */
export const bulkActionSchema = bulkActionSummarySchema.extend({
  params: z.record(z.string(), z.unknown()),
  target: z.record(z.string(), z.unknown()),
  problems: z.array(bulkProblemSchema),
});
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const bulkExportSchema = z.object({ applicantIds: selectionSchema });

/**
 * Who may start each kind: the roles of the single action it repeats (interview invitation and
 * decision: admins and elders); inviting to a session and writing to many applicants are the
 * admins' (they keep the sessions and speak for the school). The screen offers only these.
 */
export const bulkKindRoles: Record<BulkActionKind, readonly Role[]> = {
  INVITE_TO_INFO_SESSION: ['ADMIN'],
  INVITE_TO_INTERVIEW: ['ADMIN', 'ELDER'],
  DECIDE: ['ADMIN', 'ELDER'],
  SEND_MESSAGE: ['ADMIN'],
  INVITE_TO_BOOK: ['ADMIN', 'ELDER'],
};

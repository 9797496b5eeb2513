import { z } from 'zod';
import { formatCount } from './counts.ts';
import type { Role } from './status.ts';

/**
 * Bulk actions on the records list (issue 22.6). The kinds and states are shared by the table, the
 * server and the screen; the answers and the export here, what starts an action in
 * bulk-action-requests.ts: the records screen loads this module, and the dialogs alone need those
 * schemas (and the interview, decision and messaging contracts they build on).
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

export const bulkSelectionSchema = z
  .array(z.uuid('Unknown applicant'))
  .min(1, 'Select at least one applicant')
  .max(
    BULK_SELECTION_MAX,
    `Select at most ${formatCount(BULK_SELECTION_MAX)} applicants, or act on the whole filter`,
  )
  .transform((ids) => [...new Set(ids)]);

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

export const bulkExportSchema = z.object({ applicantIds: bulkSelectionSchema });

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

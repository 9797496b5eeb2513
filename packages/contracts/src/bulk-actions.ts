/**
 * Bulk actions on the records list (issue 22.6). The kinds and states are shared by the table, the
 * server and the screen; the request and answer shapes are declared with their endpoints.
 */
export const bulkActionKinds = [
  'INVITE_TO_INFO_SESSION',
  'INVITE_TO_INTERVIEW',
  'DECIDE',
  'SEND_MESSAGE',
] as const;
export type BulkActionKind = (typeof bulkActionKinds)[number];

export const bulkActionStates = ['RUNNING', 'FINISHED'] as const;
export type BulkActionState = (typeof bulkActionStates)[number];

export const bulkItemStates = ['PENDING', 'DONE', 'SKIPPED', 'FAILED'] as const;
export type BulkItemState = (typeof bulkItemStates)[number];

import { createBulkActionSchema } from '../bulk-action-requests.ts';
import { bulkActionSchema } from '../bulk-actions.ts';
import { defineEndpoint, STAFF_ACT } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { bulkActionsPath, bulkActionsTag } from './bulk-actions.ts';

/* Starting a bulk action (issue 22.6); the records screen's dialogs alone load it. */
export const createBulkAction = defineEndpoint({
  method: 'POST',
  path: bulkActionsPath,
  body: createBulkActionSchema,
  response: bulkActionSchema,
  status: 201,
  otherResponses: { 200: bulkActionSchema },
  access: {
    allow: STAFF_ACT,
    note: 'Inviting to a session and sending a message are the admins’ only (403 for an elder).',
  },
  errors: [errorCodes.forbidden, errorCodes.notFound, errorCodes.conflict, errorCodes.rule],
  tags: [bulkActionsTag],
  summary: 'Start a bulk action on a selection or a filter; the same key answers the same action (200)',
});

import { z } from 'zod';
import {
  bulkActionIdParamSchema,
  bulkActionSchema,
  bulkActionSummarySchema,
  bulkExportSchema,
  createBulkActionSchema,
} from '../bulk-actions.ts';
import { defineEndpoint, STAFF_ACT, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/* Bulk actions on the records list (issue 22.6): start one, follow it, list the recent ones. */
const tags = ['bulk-actions'];
const path = '/api/bulkActions';

export const createBulkAction = defineEndpoint({
  method: 'POST',
  path,
  body: createBulkActionSchema,
  response: bulkActionSchema,
  status: 201,
  otherResponses: { 200: bulkActionSchema },
  access: {
    allow: STAFF_ACT,
    note: 'Inviting to a session and sending a message are the admins’ only (403 for an elder).',
  },
  errors: [errorCodes.forbidden, errorCodes.notFound, errorCodes.conflict, errorCodes.rule],
  tags,
  summary: 'Start a bulk action on a selection or a filter; the same key answers the same action (200)',
});

export const getBulkAction = defineEndpoint({
  method: 'GET',
  path: `${path}/:actionId`,
  params: bulkActionIdParamSchema,
  response: bulkActionSchema,
  access: { allow: STAFF_ACT },
  errors: [errorCodes.notFound],
  tags,
  summary: 'A bulk action’s progress: its counts and the first skipped and failed applicants',
});

export const listBulkActions = defineEndpoint({
  method: 'GET',
  path,
  response: z.array(bulkActionSummarySchema),
  access: { allow: STAFF_ACT },
  errors: [],
  tags,
  summary: 'The latest bulk actions, newest first',
});

/** The answer is a CSV file (not JSON). */
export const exportSelectedApplicants = defineEndpoint({
  method: 'POST',
  path: `${path}/export`,
  body: bulkExportSchema,
  response: z.unknown(),
  produces: ['text/csv'],
  access: { allow: STAFF_READ, note: 'Who may export the whole filter may export a selection.' },
  errors: [],
  tags,
  summary: 'The selected applicants as a CSV file, in the list’s columns',
});

import { z } from 'zod';
import {
  bulkActionIdParamSchema,
  bulkActionSchema,
  bulkActionSummarySchema,
  bulkExportSchema,
} from '../bulk-actions.ts';
import { defineEndpoint, STAFF_ACT, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/*
 * Bulk actions on the records list (issue 22.6): follow one, list the recent ones, export a
 * selection. Starting one is in bulk-action-start.ts, apart, so that the records screen does not
 * build the start's schemas on load.
 */
export const bulkActionsTag = 'bulk-actions';
export const bulkActionsPath = '/api/bulkActions';
const tags = [bulkActionsTag];

export const getBulkAction = defineEndpoint({
  method: 'GET',
  path: `${bulkActionsPath}/:actionId`,
  params: bulkActionIdParamSchema,
  response: bulkActionSchema,
  access: { allow: STAFF_ACT },
  errors: [errorCodes.notFound],
  tags,
  summary: 'A bulk action’s progress: its counts and the first skipped and failed applicants',
});

export const listBulkActions = defineEndpoint({
  method: 'GET',
  path: bulkActionsPath,
  response: z.array(bulkActionSummarySchema),
  access: { allow: STAFF_ACT },
  errors: [],
  tags,
  summary: 'The latest bulk actions, newest first',
});

/** The answer is a CSV file (not JSON). */
export const exportSelectedApplicants = defineEndpoint({
  method: 'POST',
  path: `${bulkActionsPath}/export`,
  body: bulkExportSchema,
  response: z.unknown(),
  produces: ['text/csv'],
  access: { allow: STAFF_READ, note: 'Who may export the whole filter may export a selection.' },
  errors: [],
  tags,
  summary: 'The selected applicants as a CSV file, in the list’s columns',
});

import { messageResponseSchema } from '../auth.ts';
import {
  duplicatePairParamSchema,
  mergeRecordsSchema,
  mergeResultSchema,
  possibleDuplicatesSchema,
} from '../duplicates.ts';
import { emailParamSchema } from '../email.ts';
import { ADMIN, defineEndpoint, STAFF_ACT, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/* Possible duplicates on the applicant profile, dismissing a pair, merging two records (issue 23.5). */
const tags = ['duplicates'];

export const getPossibleDuplicates = defineEndpoint({
  method: 'GET',
  path: '/api/elder/possibleDuplicates/:email',
  params: emailParamSchema,
  response: possibleDuplicatesSchema,
  access: { allow: STAFF_READ },
  errors: [errorCodes.notFound],
  tags,
  summary: 'The records that may be the same person as this applicant, with why they matched',
});

export const dismissDuplicate = defineEndpoint({
  method: 'POST',
  path: '/api/elder/possibleDuplicates/dismiss/:pairId',
  params: duplicatePairParamSchema,
  response: messageResponseSchema,
  access: {
    allow: STAFF_ACT,
    note: 'Both applicants of the pair are named by the pair; staff accounts are never in one.',
  },
  errors: [errorCodes.notFound],
  tags,
  summary: 'Not the same person: the pair is no longer shown nor flagged again',
});

export const mergeRecords = defineEndpoint({
  method: 'POST',
  path: '/api/admin/mergeRecords',
  body: mergeRecordsSchema,
  response: mergeResultSchema,
  access: { allow: ADMIN, note: 'Staff accounts cannot be merged, so the caller is never one of the two.' },
  errors: [
    errorCodes.notFound,
    errorCodes.mergeSameRecord,
    errorCodes.mergeNotApplicant,
    errorCodes.mergeErased,
    errorCodes.alreadyMerged,
    errorCodes.mergeMidTest,
    errorCodes.mergeBothAdmitted,
    errorCodes.mergeKeepAdmitted,
  ],
  tags,
  summary: 'Merge one applicant record into another: log joined, files moved, the rest kept as a snapshot',
});

import { z } from 'zod';
import { messageResponseSchema } from '../auth.ts';
import { ADMIN, APPLICANT, defineEndpoint, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  learnerEmailParamSchema,
  ledgerCorrectionSchema,
  tuitionStatementSchema,
} from '../tuition-statement.ts';

// A learner's tuition statement, and staff corrections to the ledger (issue 24.4, decision 0083).
const tags = ['payments'];

export const getMyTuitionStatement = defineEndpoint({
  method: 'GET',
  path: '/api/native/tuition/statement',
  response: tuitionStatementSchema,
  access: { allow: APPLICANT },
  errors: [],
  tags,
  summary: 'The learner’s own statement: every ledger entry with the balance after it, and the instalments',
});

/** The answer is the PDF itself. */
export const downloadMyTuitionStatement = defineEndpoint({
  method: 'GET',
  path: '/api/native/tuition/statement/pdf',
  response: z.unknown(),
  produces: ['application/pdf'],
  access: { allow: APPLICANT },
  errors: [],
  tags,
  summary: 'The learner’s own statement as a PDF',
});

export const getLearnerStatement = defineEndpoint({
  method: 'GET',
  path: '/api/elder/tuition/:email/statement',
  params: learnerEmailParamSchema,
  response: tuitionStatementSchema,
  access: { allow: STAFF_READ },
  errors: [errorCodes.notFound],
  tags,
  summary: 'A learner’s tuition statement, for the applicant profile',
});

export const recordLedgerCorrection = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tuition/:email/corrections',
  params: learnerEmailParamSchema,
  body: ledgerCorrectionSchema,
  response: messageResponseSchema,
  access: { allow: ADMIN, actsOn: { in: 'params', field: 'email' } },
  errors: [errorCodes.notFound, errorCodes.conflict, errorCodes.rule],
  tags,
  summary: 'Record a refund (never more than was paid) or an adjustment, with its reason; once per key',
});

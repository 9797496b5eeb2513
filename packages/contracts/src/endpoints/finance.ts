import { z } from 'zod';
import { messageResponseSchema } from '../auth.ts';
import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { smsUnitsByMonthSchema } from '../message-timeline.ts';
import {
  assignUnmatchedSchema,
  dismissUnmatchedSchema,
  financeExportQuerySchema,
  financeRangeQuerySchema,
  learnerMatchesSchema,
  learnerSearchQuerySchema,
  outstandingByCohortSchema,
  paymentsByDaySchema,
  unmatchedIdParamSchema,
  unmatchedPaymentsSchema,
} from '../tuition-statement.ts';

// The finance screen (issue 24.5, decision 0083): admins, and the staff account of the finance address.
const tags = ['finance'];
const access = { allow: ADMIN, alsoFinance: true } as const;

export const getPaymentsByDay = defineEndpoint({
  method: 'GET',
  path: '/api/finance/paymentsByDay',
  query: financeRangeQuerySchema,
  response: paymentsByDaySchema,
  access,
  errors: [],
  tags,
  summary: 'Payments received per day (school calendar) by source, between two days',
});

export const listUnmatchedPayments = defineEndpoint({
  method: 'GET',
  path: '/api/finance/unmatched',
  response: unmatchedPaymentsSchema,
  access,
  errors: [],
  tags,
  summary:
    'Verified provider payments that name no learner, oldest first, waiting to be assigned (at most 500; total counts all)',
});

export const searchLearners = defineEndpoint({
  method: 'GET',
  path: '/api/finance/learners',
  query: learnerSearchQuerySchema,
  response: learnerMatchesSchema,
  access,
  errors: [],
  tags,
  summary: 'Learners with an accepted offer by name, e-mail or application number, to assign a payment to',
});

export const assignUnmatchedPayment = defineEndpoint({
  method: 'POST',
  path: '/api/finance/unmatched/:id/assign',
  params: unmatchedIdParamSchema,
  body: assignUnmatchedSchema,
  response: messageResponseSchema,
  access: { ...access, actsOn: { in: 'body', field: 'email' } },
  errors: [errorCodes.notFound, errorCodes.conflict],
  tags,
  summary: 'Assign an unmatched payment to a learner: writes its ledger entry (once) and its receipt',
});

export const dismissUnmatchedPayment = defineEndpoint({
  method: 'POST',
  path: '/api/finance/unmatched/:id/dismiss',
  params: unmatchedIdParamSchema,
  body: dismissUnmatchedSchema,
  response: messageResponseSchema,
  access: { allow: ADMIN },
  errors: [errorCodes.validation, errorCodes.notFound, errorCodes.conflict],
  tags,
  summary: 'Take a payment that is not tuition off the unmatched queue, with a reason (audited)',
});

export const getOutstandingBalances = defineEndpoint({
  method: 'GET',
  path: '/api/finance/outstanding',
  response: outstandingByCohortSchema,
  access,
  errors: [],
  tags,
  summary: 'Learners who owe tuition, with totals, by cohort',
});

export const getSmsUnitsByMonth = defineEndpoint({
  method: 'GET',
  path: '/api/finance/smsUnits',
  response: smsUnitsByMonthSchema,
  access,
  errors: [],
  tags,
  summary: 'SMS units sent, by month (school calendar) and the applicant’s cohort, newest month first',
});

/** The answer is the file itself (text/csv or a workbook), not JSON. */
export const exportFinance = defineEndpoint({
  method: 'GET',
  path: '/api/finance/export',
  query: financeExportQuerySchema,
  response: z.unknown(),
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  access,
  errors: [],
  tags,
  summary:
    'The ledger entries between two days as CSV; as .xlsx with payments by day and outstanding balances too',
});

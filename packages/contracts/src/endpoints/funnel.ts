import { z } from 'zod';
import { cohortIdParamSchema } from '../admin.ts';
import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { funnelExportQuerySchema, funnelSchema } from '../funnel.ts';

/* The funnel of a cohort (issue 23.6): the screen's figures and the same figures as a file. */
const tags = ['funnel'];
const access = { allow: ADMIN };

export const getFunnel = defineEndpoint({
  method: 'GET',
  path: '/api/admin/funnel/:cohortId',
  params: cohortIdParamSchema,
  response: funnelSchema,
  access,
  errors: [errorCodes.notFound],
  tags,
  summary: 'A cohort’s funnel: stages reached, conversion, time in stage, drop-offs, breakdowns',
});

/** The answer is the file itself (text/csv or a workbook), not JSON. */
export const exportFunnel = defineEndpoint({
  method: 'GET',
  path: '/api/admin/funnel/:cohortId/export',
  params: cohortIdParamSchema,
  query: funnelExportQuerySchema,
  response: z.unknown(),
  access,
  errors: [errorCodes.notFound],
  tags,
  summary: 'The funnel’s figures as CSV or as a workbook (.xlsx), one sheet per table',
});

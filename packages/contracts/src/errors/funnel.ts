import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** The funnel module's errors. */
export const funnelErrors = defineErrors({
  noSuchCohort: { status: 404, code: errorCodes.notFound, message: 'This cohort does not exist.' },
});

import { cohortIdParamSchema } from '../admin.ts';
import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { cohortSeatsSchema } from '../offers.ts';

/* Offers, seats and the waitlist of a cohort (issue 23.2). */
export const getCohortSeats = defineEndpoint({
  method: 'GET',
  path: '/api/admissions/cohorts/:cohortId/seats',
  params: cohortIdParamSchema,
  response: cohortSeatsSchema,
  access: { allow: ADMIN },
  errors: [errorCodes.notFound],
  tags: ['admissions'],
  summary: "A cohort's seats offered, accepted, paid and remaining, and its waitlist in rank order",
});

import type { Cohort } from '@intake/contracts/admin';

/** A cohort as GET /api/admin/cohorts lists it, for the panels that pick one: no fee, seats or window set. */
export const cohortFixture = (
  id: string,
  name: string,
  isCurrent: boolean,
  changes: Partial<Cohort> = {},
): Cohort => ({
  id,
  name,
  tuitionFee: null,
  firstPayment: null,
  startMonth: 'MARCH',
  startYear: 2027,
  isCurrent,
  applicants: 0,
  agreedPlans: 0,
  seats: null,
  applicationWindow: null,
  offerResponseDays: 7,
  retentionDays: null,
  ...changes,
});

import { applicationOutcome } from '@intake/contracts';
import type { applicants } from '../db/schema/index.ts';

type Applicant = Pick<
  typeof applicants.$inferSelect,
  'accountIsApplicant' | 'erasedAt' | 'applicationStatus' | 'withdrawnAt' | 'cohortId'
>;

/** An application that can give way to a new one: ended, of an applicant account that still holds its data. */
export const applicationHasEnded = (applicant: Applicant) =>
  applicant.accountIsApplicant &&
  !applicant.erasedAt &&
  applicationOutcome(applicant.applicationStatus, applicant.withdrawnAt !== null) !== null;

/**
 * The cohort this applicant may apply to again (decision 0086): their application ended and
 * `openCohortId`, the cohort applications are open for now (settings' cohortOpenForApplying), is
 * another. Sign-in asks too: a withdrawn applicant signs in only to apply again.
 */
export const reapplyCohort = (applicant: Applicant, openCohortId: string | undefined) =>
  applicationHasEnded(applicant) && openCohortId && openCohortId !== applicant.cohortId
    ? openCohortId
    : undefined;

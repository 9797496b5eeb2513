import { type ApplicantProfile, optOutOf } from '@intake/contracts';
import { recordsErrors } from '@intake/contracts/errors/applicant-records';
import { findActivity } from '../../core/activity-log.repository.ts';
import { findApplicantByEmail, findApplicantCohort } from '../../core/applicants.repository.ts';
import { formatApplicationId } from '../../core/users.repository.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { reviewTest } from '../aptitude-test/test-review.service.ts';

/** The profile reads the database; the test's length gives the time an attempt used. */
type ProfileDeps = ServiceDeps<'db' | 'config'>;

/** Everything staff review about one applicant: record, questionnaire, test with answers, activity. */
export async function getApplicantProfile(deps: ProfileDeps, email: string): Promise<ApplicantProfile> {
  const row = await findApplicantByEmail(deps.db, email);
  if (!row) throw appError(recordsErrors.noSuchApplicant);
  const { user, applicant } = row;
  const [aptitudeTest, activity, cohort] = await Promise.all([
    reviewTest(deps, user.id),
    findActivity(deps.db, user.id),
    findApplicantCohort(deps.db, user.id),
  ]);
  return {
    applicant: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      dialCode: user.dialCode,
      gender: user.gender,
      profilePictureUrl: user.profilePictureUrl,
      applicationId: formatApplicationId(applicant.applicationNumber),
      applicationStatus: applicant.applicationStatus,
      nativeState: applicant.nativeState,
      appliedAt: applicant.createdAt.toISOString(),
      optedOut: optOutOf(applicant),
    },
    cohort: cohort ?? null,
    applicantDocument: {
      email: user.email,
      ageRange: applicant.ageRange,
      applicationStatus: applicant.applicationStatus,
      questionnaire: applicant.questionnaire ?? null,
      aptitudeTest,
    },
    activityLog: activity.map((entry) => ({
      action: entry.action,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      details: entry.details ?? null,
      createdAt: entry.createdAt.toISOString(),
      actor: entry.actorEmail
        ? {
            name: `${entry.actorFirstName ?? ''} ${entry.actorLastName ?? ''}`.trim(),
            email: entry.actorEmail,
          }
        : null,
    })),
  };
}

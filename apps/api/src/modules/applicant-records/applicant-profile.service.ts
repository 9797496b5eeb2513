import { type ApplicantProfile, optOutOf } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { findActivity } from '../../core/activity-log.repository.ts';
import { findApplicantByEmail, findApplicantCohort } from '../../core/applicants.repository.ts';
import { formatApplicationId } from '../../core/users.repository.ts';
import { notFound } from '../../lib/app-error.ts';
import { reviewTest } from '../aptitude-test/test-review.service.ts';

/** Everything staff review about one applicant: record, questionnaire, test with answers, activity. */
export async function getApplicantProfile(app: FastifyInstance, email: string): Promise<ApplicantProfile> {
  const row = await findApplicantByEmail(app.db, email);
  if (!row) throw notFound('No applicant has this e-mail address.');
  const { user, applicant } = row;
  const [aptitudeTest, activity, cohort] = await Promise.all([
    reviewTest(app, user.id),
    findActivity(app.db, user.id),
    findApplicantCohort(app.db, user.id),
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

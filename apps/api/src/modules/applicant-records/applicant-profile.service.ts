import { type ApplicantProfile, optOutOf } from '@intake/contracts';
import { recordsErrors } from '@intake/contracts/errors/applicant-records';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  findActivity,
  findApplicantByEmail,
  findApplicantCohort,
} from '../applicants/applicants.repository.ts';
import {
  findAnswers,
  findLatestAttempt,
  findQuestionsWithAnswers,
} from '../aptitude-test/aptitude-test.repository.ts';
import { usedSecondsOf } from '../aptitude-test/pause-clock.ts';
import { testImageUrl } from '../aptitude-test/test-images.ts';
import { formatApplicationId } from '../auth/users.repository.ts';

/** The profile reads the database; the test's length gives the time an attempt used. */
type ProfileDeps = ServiceDeps<'db' | 'config'>;

async function reviewTest(deps: ProfileDeps, applicantId: string) {
  const attempt = await findLatestAttempt(deps.db, applicantId);
  if (!attempt) return null;
  const [questions, responses] = await Promise.all([
    findQuestionsWithAnswers(deps.db, attempt.questionIds),
    findAnswers(deps.db, attempt.id),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    score: attempt.score,
    total: attempt.questionIds.length,
    startedAt: attempt.startedAt.toISOString(),
    closedAt: attempt.closedAt?.toISOString() ?? null,
    closedReason: attempt.closedReason,
    pauses: attempt.pauses,
    usedSeconds: usedSecondsOf(attempt, deps.config.testDurationSeconds),
    uncountedAnswers: attempt.uncountedAnswers,
    testObj: {
      userTest: attempt.questionIds.flatMap((id) => {
        const q = byId.get(id);
        if (!q) return [];
        return [
          {
            id: q.id,
            question: q.question,
            image: testImageUrl(q.image),
            options: q.options,
            answer: q.answer,
            response: responses[id] ?? null,
          },
        ];
      }),
    },
  };
}

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

import { type ApplicantProfile, optOutOf } from '@intake/contracts';
import { recordsErrors } from '@intake/contracts/errors/applicant-records';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.ts';
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

async function reviewTest(app: FastifyInstance, applicantId: string) {
  const attempt = await findLatestAttempt(app.db, applicantId);
  if (!attempt) return null;
  const [questions, responses] = await Promise.all([
    findQuestionsWithAnswers(app.db, attempt.questionIds),
    findAnswers(app.db, attempt.id),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    score: attempt.score,
    total: attempt.questionIds.length,
    startedAt: attempt.startedAt.toISOString(),
    closedAt: attempt.closedAt?.toISOString() ?? null,
    closedReason: attempt.closedReason,
    pauses: attempt.pauses,
    usedSeconds: usedSecondsOf(attempt, app.config.testDurationSeconds),
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
export async function getApplicantProfile(app: FastifyInstance, email: string): Promise<ApplicantProfile> {
  const row = await findApplicantByEmail(app.db, email);
  if (!row) throw appError(recordsErrors.noSuchApplicant);
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

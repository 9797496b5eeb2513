import type { ServiceDeps } from '../../lib/service-deps.ts';
import { findAnswers, findLatestAttempt, findQuestionsWithAnswers } from './aptitude-test.repository.ts';
import { usedSecondsOf } from './pause-clock.ts';
import { testImageUrl } from './test-images.ts';

/** The applicant's latest test as staff review it: score, timing, and each question with its answer. */
export async function reviewTest(deps: ServiceDeps<'db' | 'config'>, applicantId: string) {
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

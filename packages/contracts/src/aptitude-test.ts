import { z } from 'zod';

/** A question as the applicant receives it: never with its answer. */
export const testQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  image: z.string(),
  /** With an image: its description in words, enough to answer without seeing it (its alt text). */
  imageDescription: z.string().optional(),
  options: z.array(z.string()),
});
export type TestQuestion = z.infer<typeof testQuestionSchema>;

export const runningTestSchema = z.object({
  attemptId: z.string(),
  total: z.number().int(),
  questions: z.array(testQuestionSchema),
  /** Answers saved so far, by question id. */
  answers: z.record(z.string(), z.string()),
  /** Seconds to the server's deadline (start + 900 s); 0 once it has passed. */
  secondsLeft: z.number().int().min(0),
  deadline: z.string(),
  completed: z.boolean(),
  /** Closed by the school's Stop Test: the test screen reads this every few seconds. */
  stopped: z.boolean(),
});
/** How often the test screen asks whether its test is still running. */
export const RUNNING_TEST_CHECK_SECONDS = 5;
export type RunningTest = z.infer<typeof runningTestSchema>;

export const startTestResponseSchema = z.object({ message: z.string(), secondsLeft: z.number().int() });

export const saveAnswerSchema = z.object({
  questionId: z.string().trim().min(1, 'questionId is required').max(40),
  answer: z.string().min(1, 'Choose an answer').max(500),
});
export type SaveAnswerInput = z.infer<typeof saveAnswerSchema>;
export const saveAnswerResponseSchema = z.object({ saved: z.literal(true), secondsLeft: z.number().int() });

/**
 * PATCH /api/applicant/submitAptitudeTest keeps the spec's body; the server reads only the
 * answers in testObj.response (to save any not yet sent) and computes the score itself.
 */
export const submitTestSchema = z.looseObject({
  score: z.unknown().optional(),
  timeRemaining: z.unknown().optional(),
  email: z.unknown().optional(),
  completed: z.unknown().optional(),
  testObj: z
    .looseObject({
      response: z.record(z.string().max(40), z.string().max(500)).optional(),
    })
    .optional(),
});
export const submitTestResponseSchema = z.object({ success: z.literal(true), message: z.string() });

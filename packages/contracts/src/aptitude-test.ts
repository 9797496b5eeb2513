import { z } from 'zod';
import { TEST_DURATION_SECONDS } from './constants.ts';

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

/**
 * A gap without contact longer than the pause gap (TEST_PAUSE_GAP_SECONDS): it began at the last
 * contact and lasted `seconds`; `countedSeconds` of it moved the deadline (the rest was past the cap).
 */
export const testPauseSchema = z.object({
  startedAt: z.string(),
  seconds: z.number().int(),
  countedSeconds: z.number().int(),
});
export type TestPause = z.infer<typeof testPauseSchema>;

/** Why an answer that reached the server was not counted. */
export const uncountedReasons = ['after-time', 'after-close'] as const;
export type UncountedReason = (typeof uncountedReasons)[number];
export const uncountedAnswerSchema = z.object({ questionId: z.string(), reason: z.enum(uncountedReasons) });
export type UncountedAnswer = z.infer<typeof uncountedAnswerSchema>;

export const runningTestSchema = z.object({
  attemptId: z.string(),
  total: z.number().int(),
  questions: z.array(testQuestionSchema),
  /** Answers saved so far, by question id. */
  answers: z.record(z.string(), z.string()),
  /** Seconds to the server's deadline (start + 900 s); 0 once it has passed. */
  secondsLeft: z.number().int().min(0),
  deadline: z.string(),
  /** The test's length on this portal: the screen turns seconds left into elapsed seconds. */
  durationSeconds: z.number().int().positive(),
  completed: z.boolean(),
  /** Closed by the school's Stop Test: the test screen reads this every few seconds. */
  stopped: z.boolean(),
  /** Answers that reached the server too late to count (the completion screen says so). */
  uncounted: z.array(uncountedAnswerSchema),
});
/** How often the test screen asks whether its test is still running. */
export type RunningTest = z.infer<typeof runningTestSchema>;

export const startTestResponseSchema = z.object({ message: z.string(), secondsLeft: z.number().int() });

export const saveAnswerSchema = z.object({
  questionId: z.string().trim().min(1, 'questionId is required').max(40),
  answer: z.string().min(1, 'Choose an answer').max(500),
  /**
   * The applicant's counted seconds of the attempt when the answer was chosen, as the test screen
   * knew them; the server counts an answer sent after a cut only if this falls in the time it
   * counted as the applicant's (docs/decisions/0053-field-trial-offline-answers-after-a-cut.md).
   */
  elapsedSeconds: z.number().int().min(0).max(TEST_DURATION_SECONDS).optional(),
});
export type SaveAnswerInput = z.infer<typeof saveAnswerSchema>;
export const saveAnswerResponseSchema = z.object({ saved: z.literal(true), secondsLeft: z.number().int() });

/** POST /api/applicant/test/heartbeat: the running test's "still here", with the answers not yet acknowledged. */
export const heartbeatSchema = z.object({
  answers: z.array(saveAnswerSchema).max(60).default([]),
});
export type HeartbeatInput = z.input<typeof heartbeatSchema>;
export const heartbeatResponseSchema = z.object({
  /** Seconds to the (possibly moved) deadline; 0 once the attempt is over. */
  secondsLeft: z.number().int().min(0),
  completed: z.boolean(),
  /** Question ids of the answers in this call that the server saved. */
  acknowledged: z.array(z.string()),
  /** Every answer of this attempt that reached the server too late to count. */
  uncounted: z.array(uncountedAnswerSchema),
});
export type HeartbeatResponse = z.infer<typeof heartbeatResponseSchema>;

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

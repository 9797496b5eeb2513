import { submitAptitudeTest } from '@intake/contracts/endpoints/aptitude-test';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The spec's submit body (§7). The browser never sees the answer key, so it cannot know the
 * score: it sends `score: null` and the server computes it. `testObj.response` holds every
 * answer given, by question id, so any the server has not stored yet are saved before scoring.
 */
export type SubmitTestBody = {
  score: null;
  timeRemaining: number;
  email: string;
  completed: true;
  testObj: { response: Record<string, string> };
};

export const submitTest = (body: SubmitTestBody) => callEndpoint(submitAptitudeTest, { body });

export const useSubmitTestMutation = () => useMutation({ mutationFn: submitTest });

import { type SaveAnswerInput, saveAnswerResponseSchema } from '@intake/contracts/aptitude-test';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Saves one answer; the answer carries the seconds the server says are left. */
export const saveTestAnswer = (input: SaveAnswerInput) =>
  apiRequest('/api/applicant/test/answer', {
    method: 'PATCH',
    body: input,
    authenticated: true,
    schema: saveAnswerResponseSchema,
  });

export const useSaveTestAnswerMutation = () => useMutation({ mutationFn: saveTestAnswer });

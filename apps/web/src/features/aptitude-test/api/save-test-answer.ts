import type { SaveAnswerInput } from '@intake/contracts/aptitude-test';
import { saveTestAnswer as saveTestAnswerCall } from '@intake/contracts/endpoints/aptitude-test';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Saves one answer; the answer carries the seconds the server says are left. */
export const saveTestAnswer = (input: SaveAnswerInput) => callEndpoint(saveTestAnswerCall, { body: input });

export const useSaveTestAnswerMutation = () => useMutation({ mutationFn: saveTestAnswer });

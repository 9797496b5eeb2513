import { reapply as reapplyCall } from '@intake/contracts/endpoints/reapply';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Applies again to the cohort the card named; a repeat answers as the first. */
export const useReapplyMutation = () =>
  useMutation({ mutationFn: (cohortId: string) => callEndpoint(reapplyCall, { body: { cohortId } }) });

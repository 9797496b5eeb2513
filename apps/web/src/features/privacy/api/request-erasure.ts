import { requestErasure as requestErasureEndpoint } from '@intake/contracts/endpoints/privacy';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Asks the admins to erase your data, with the applicant's reason if they gave one. */
export const requestErasure = (reason: string) =>
  callEndpoint(requestErasureEndpoint, { body: reason.trim() ? { reason: reason.trim() } : {} });

export const useRequestErasureMutation = () => useMutation({ mutationFn: requestErasure });

import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { loadPrivacyEndpoints } from './load-privacy-endpoints';

/** Asks the admins to erase your data, with the applicant's reason if they gave one. */
export const requestErasure = async (reason: string) =>
  callEndpoint((await loadPrivacyEndpoints()).requestErasure, {
    body: reason.trim() ? { reason: reason.trim() } : {},
  });

export const useRequestErasureMutation = () => useMutation({ mutationFn: requestErasure });

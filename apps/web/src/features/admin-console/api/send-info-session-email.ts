import { sendInfoSessionEmail as sendInfoSessionEmailEndpoint } from '@intake/contracts/endpoints/info-session-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7 Notify: each booked applicant gets its invitation. */
export const sendInfoSessionEmail = () => callEndpoint(sendInfoSessionEmailEndpoint);

export const useSendInfoSessionEmailMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendInfoSessionEmail, onSuccess: () => refreshAudit(queryClient) });
};

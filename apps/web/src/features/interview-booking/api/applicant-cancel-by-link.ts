import { cancelByLink } from '@intake/contracts/endpoints/interview-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Cancels the booked interview with the e-mailed link's token standing in for a session. */
export const useCancelByLinkMutation = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(cancelByLink, { params: { token } }),
    onSuccess: (page) => queryClient.setQueryData(['interview-booking', token], page),
  });
};

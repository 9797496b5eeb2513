import { renewCalendarFeed } from '@intake/contracts/endpoints/interview-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** A new private feed address: the answer is the only time it is shown. */
export const useRenewCalendarFeedMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(renewCalendarFeed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-availability'] }),
  });
};

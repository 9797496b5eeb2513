import { stopApplications as stopApplicationsCall } from '@intake/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshApplications, refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: no body. */
export const stopApplications = () => callEndpoint(stopApplicationsCall);

export const useStopApplicationsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopApplications,
    onSuccess: () => {
      void refreshApplications(queryClient);
      void refreshAudit(queryClient);
    },
  });
};

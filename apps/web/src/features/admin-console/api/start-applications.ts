import { startApplications as startApplicationsCall } from '@intake/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshApplications, refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: no body. */
export const startApplications = () => callEndpoint(startApplicationsCall);

export const useStartApplicationsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startApplications,
    onSuccess: () => {
      void refreshApplications(queryClient);
      void refreshAudit(queryClient);
    },
  });
};

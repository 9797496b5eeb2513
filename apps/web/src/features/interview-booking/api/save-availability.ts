import { saveMyAvailability } from '@intake/contracts/endpoints/interview-booking';
import type { Availability } from '@intake/contracts/interview-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const useSaveAvailabilityMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) => callEndpoint(saveMyAvailability, { body: availability }),
    onSuccess: (saved) => queryClient.setQueryData(['my-availability'], saved),
  });
};

import { recordBookingOutcome } from '@intake/contracts/endpoints/interview-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { STAFF_BOOKINGS_KEY } from './staff-bookings';

export const useRecordBookingOutcomeMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, outcome }: { bookingId: string; outcome: 'held' | 'no-show' }) =>
      callEndpoint(recordBookingOutcome, { params: { bookingId }, body: { outcome } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STAFF_BOOKINGS_KEY] }),
  });
};

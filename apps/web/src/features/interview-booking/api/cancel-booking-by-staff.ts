import { cancelBookingByStaff } from '@intake/contracts/endpoints/interview-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { STAFF_BOOKINGS_KEY } from './staff-bookings';

export const useCancelBookingByStaffMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) =>
      callEndpoint(cancelBookingByStaff, { params: { bookingId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STAFF_BOOKINGS_KEY] }),
  });
};

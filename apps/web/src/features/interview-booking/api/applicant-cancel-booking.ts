import { cancelMyBooking } from '@intake/contracts/endpoints/interview-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { applicantBookingKey } from './applicant-booking-page';

/** Cancels the signed-in applicant's booked interview; the answer is the page with the free slots. */
export const useApplicantCancelBookingMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(cancelMyBooking, {}),
    onSuccess: (page) => queryClient.setQueryData(applicantBookingKey, page),
  });
};

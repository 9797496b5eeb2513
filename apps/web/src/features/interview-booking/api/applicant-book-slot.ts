import { bookMySlot } from '@intake/contracts/endpoints/interview-booking';
import type { BookSlot } from '@intake/contracts/interview-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { applicantBookingKey } from './applicant-booking-page';

/** Books (or moves) the signed-in applicant's interview to a slot; the answer is the new page. */
export const useApplicantBookSlotMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: BookSlot) => callEndpoint(bookMySlot, { body: slot }),
    onSuccess: (page) => queryClient.setQueryData(applicantBookingKey, page),
  });
};

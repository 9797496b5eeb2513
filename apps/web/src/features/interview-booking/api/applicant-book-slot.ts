import { bookMySlot } from '@intake/contracts/endpoints/interview-booking';
import type { BookSlot } from '@intake/contracts/interview-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { viewerTimeZone } from '../viewer-zone';
import { applicantBookingKey } from './applicant-booking-page';

/** Books (or moves) the signed-in applicant's interview to a slot; the answer is the new page. */
export const useApplicantBookSlotMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: Pick<BookSlot, 'startsAt' | 'method'>) =>
      callEndpoint(bookMySlot, { body: { ...slot, timeZone: viewerTimeZone() } }),
    onSuccess: (page) => queryClient.setQueryData(applicantBookingKey, page),
  });
};

import { myBookingPage } from '@intake/contracts/endpoints/interview-booking';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const applicantBookingKey = ['interview-booking', 'mine'];

/** The signed-in applicant's booking and the free slots they may pick: reading changes nothing. */
export const useApplicantBookingPage = (enabled: boolean) =>
  useQuery({
    queryKey: applicantBookingKey,
    queryFn: () => callEndpoint(myBookingPage, {}),
    enabled,
  });

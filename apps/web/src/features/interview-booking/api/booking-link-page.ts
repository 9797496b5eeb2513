import { bookingLinkPage } from '@intake/contracts/endpoints/interview-booking';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The booking page's data from the e-mailed link's token: reading it changes nothing. */
export const useBookingLinkPage = (token: string) =>
  useQuery({
    queryKey: ['interview-booking', token],
    queryFn: () => callEndpoint(bookingLinkPage, { params: { token } }),
  });

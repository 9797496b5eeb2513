import { staffBookings } from '@intake/contracts/endpoints/interview-booking';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** What the staff lists ask for: school days from a dd-MM-yyyy date, or one applicant's bookings. */
export type StaffBookingsQuery = { from?: string; days?: number } | { applicant: string };

/** Every staff list of bookings shares this key's start, so an action refreshes them all. */
export const STAFF_BOOKINGS_KEY = 'staff-bookings';

export const useStaffBookings = (query: StaffBookingsQuery) =>
  useQuery({
    queryKey: [STAFF_BOOKINGS_KEY, query],
    queryFn: () => callEndpoint(staffBookings, { query }),
    // Moving to the next day keeps the last day on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

import { getCohortSeats as getCohortSeatsCall } from '@intake/contracts/endpoints/offers';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { offersKeys } from './query-keys';

export const getCohortSeats = (cohortId: string) =>
  callEndpoint(getCohortSeatsCall, { params: { cohortId } });

export const useCohortSeatsQuery = (cohortId: string | null) =>
  useQuery({
    queryKey: offersKeys.seats(cohortId ?? ''),
    queryFn: () => getCohortSeats(cohortId ?? ''),
    enabled: cohortId !== null,
  });

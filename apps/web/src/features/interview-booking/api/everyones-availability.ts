import { everyonesAvailability } from '@intake/contracts/endpoints/interview-booking';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const useEveryonesAvailability = () =>
  useQuery({ queryKey: ['everyones-availability'], queryFn: () => callEndpoint(everyonesAvailability) });

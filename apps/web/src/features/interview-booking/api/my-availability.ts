import { getMyAvailability } from '@intake/contracts/endpoints/interview-booking';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const useMyAvailability = () =>
  useQuery({ queryKey: ['my-availability'], queryFn: () => callEndpoint(getMyAvailability, {}) });

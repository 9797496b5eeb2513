import type { HireRequest } from '@intake/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const requestToHire = (hireRequest: HireRequest) =>
  apiRequest('/api/hireAnEngineer/request', { method: 'POST', body: hireRequest });

export const useRequestToHireMutation = () => useMutation({ mutationFn: requestToHire });

import type { StayUpdated } from '@intake/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const subscribeToLaunch = (subscriber: StayUpdated) =>
  apiRequest('/api/lampLaunch/stayUpdated', { method: 'POST', body: subscriber });

export const useStayUpdatedMutation = () => useMutation({ mutationFn: subscribeToLaunch });

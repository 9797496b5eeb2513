import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  apiRequest(`/api/user/resetPassword/${encodeURIComponent(email)}`, { method: 'POST' });

export const useRequestPasswordResetMutation = () => useMutation({ mutationFn: requestPasswordReset });

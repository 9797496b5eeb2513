import { requestPasswordReset as requestPasswordResetEndpoint } from '@intake/contracts/endpoints/password-links';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  callEndpoint(requestPasswordResetEndpoint, { params: { email } });

export const useRequestPasswordResetMutation = () => useMutation({ mutationFn: requestPasswordReset });

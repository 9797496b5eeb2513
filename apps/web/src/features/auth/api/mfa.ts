import {
  accessTokenResponseSchema,
  type MfaLoginInput,
  mfaConfirmResponseSchema,
  mfaSetupResponseSchema,
  mfaStatusSchema,
} from '@intake/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Two-factor sign-in calls. Loaded only by the code step, the setup step and the staff panel, so the
 * /login page's first download stays as it was.
 */
export const logInWithCode = (input: MfaLoginInput) =>
  apiRequest('/api/user/login/mfa', { method: 'POST', body: input, schema: accessTokenResponseSchema });

/** With `mfaToken` (the login's setup-only token) no session is needed. */
export const startMfaSetup = (mfaToken?: string) =>
  apiRequest('/api/user/mfa/setup', {
    method: 'POST',
    body: mfaToken ? { mfaToken } : {},
    authenticated: !mfaToken,
    schema: mfaSetupResponseSchema,
  });

export const confirmMfaSetup = (code: string, mfaToken?: string) =>
  apiRequest('/api/user/mfa/confirm', {
    method: 'POST',
    body: mfaToken ? { code, mfaToken } : { code },
    authenticated: !mfaToken,
    schema: mfaConfirmResponseSchema,
  });

export const disableMfa = (input: { code: string } | { recoveryCode: string }) =>
  apiRequest('/api/user/mfa/disable', { method: 'POST', body: input, authenticated: true });

const statusKey = ['auth', 'mfa-status'] as const;

export const useMfaStatusQuery = (enabled = true) =>
  useQuery({
    queryKey: statusKey,
    queryFn: () => apiRequest('/api/user/mfa', { authenticated: true, schema: mfaStatusSchema }),
    enabled,
  });

export function useDisableMfaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export const useInvalidateMfaStatus = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: statusKey });
};

import type { MfaLoginInput } from '@intake/contracts/auth';
import {
  confirmMfaSetup as confirmMfaSetupEndpoint,
  disableMfa as disableMfaEndpoint,
  logInWithCode as logInWithCodeEndpoint,
  mfaStatus,
  startMfaSetup as startMfaSetupEndpoint,
} from '@intake/contracts/endpoints/mfa';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Two-factor sign-in calls. Loaded only by the code step, the setup step and the staff panel, so the
 * /login page's first download stays as it was.
 */
export const logInWithCode = (input: MfaLoginInput) => callEndpoint(logInWithCodeEndpoint, { body: input });

/** With `mfaToken` (the login's setup-only token) no session is needed. */
export const startMfaSetup = (mfaToken?: string) =>
  callEndpoint(startMfaSetupEndpoint, { body: mfaToken ? { mfaToken } : {} });

export const confirmMfaSetup = (code: string, mfaToken?: string) =>
  callEndpoint(confirmMfaSetupEndpoint, { body: mfaToken ? { code, mfaToken } : { code } });

export const disableMfa = (input: { code: string } | { recoveryCode: string }) =>
  callEndpoint(disableMfaEndpoint, { body: input });

const statusKey = ['auth', 'mfa-status'] as const;

export const useMfaStatusQuery = (enabled = true) =>
  useQuery({
    queryKey: statusKey,
    queryFn: () => callEndpoint(mfaStatus),
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

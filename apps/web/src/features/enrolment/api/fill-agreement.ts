import { userDataSchema } from '@intake/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const agreementPaths = {
  native: '/api/native/fillNativeAgreement',
  tenancy: '/api/native/fillTenancyAgreement',
} as const;

/** `POST /api/native/fillNativeAgreement` or `fillTenancyAgreement` with `{agreedToTerms: true}`. */
export const fillAgreement = (kind: keyof typeof agreementPaths) =>
  apiRequest(agreementPaths[kind], {
    method: 'POST',
    body: { agreedToTerms: true },
    authenticated: true,
    schema: userDataSchema,
  });

export const useFillAgreementMutation = (kind: keyof typeof agreementPaths) =>
  useMutation({ mutationFn: () => fillAgreement(kind) });

import { userDataSchema } from '@intake/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

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
  useSingleFlightMutation({ mutationFn: () => fillAgreement(kind) });

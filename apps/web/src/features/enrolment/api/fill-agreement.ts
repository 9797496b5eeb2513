import { fillNativeAgreement, fillTenancyAgreement } from '@intake/contracts/endpoints/agreements';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

const agreementCalls = { native: fillNativeAgreement, tenancy: fillTenancyAgreement } as const;

/** Signs the native or tenancy agreement with `{agreedToTerms: true}`; answers the updated user data. */
export const fillAgreement = (kind: keyof typeof agreementCalls) =>
  callEndpoint(agreementCalls[kind], { body: { agreedToTerms: true } });

export const useFillAgreementMutation = (kind: keyof typeof agreementCalls) =>
  useSingleFlightMutation({ mutationFn: () => fillAgreement(kind) });

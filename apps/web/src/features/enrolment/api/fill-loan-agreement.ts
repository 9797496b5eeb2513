import { fillLoanAgreement as fillLoanAgreementCall } from '@intake/contracts/endpoints/agreements';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** Signs the loan agreement with `{agreedToTerms, parentName}`; answers the updated user data. */
export const fillLoanAgreement = (parentName: string) =>
  callEndpoint(fillLoanAgreementCall, { body: { agreedToTerms: true, parentName } });

export const useFillLoanAgreementMutation = () => useSingleFlightMutation({ mutationFn: fillLoanAgreement });

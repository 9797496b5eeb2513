import { fillLoanAgreement as fillLoanAgreementCall } from '@intake/contracts/endpoints/agreements';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** The loan form's fields besides the box: under 18, the guardian's name, phone and e-mail. */
export type LoanSigning = { parentName: string; guardianPhone?: string; guardianEmail?: string };

/** Signs the loan agreement; answers the updated user data (under 18, still waiting for the guardian). */
export const fillLoanAgreement = (signing: LoanSigning) =>
  callEndpoint(fillLoanAgreementCall, { body: { agreedToTerms: true, ...signing } });

export const useFillLoanAgreementMutation = () => useSingleFlightMutation({ mutationFn: fillLoanAgreement });

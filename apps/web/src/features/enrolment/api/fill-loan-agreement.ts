import { userDataSchema } from '@intake/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** `POST /api/native/fillLearnFundForm` with `{agreedToTerms, parentName}`; answers the updated user data. */
export const fillLoanAgreement = (parentName: string) =>
  apiRequest('/api/native/fillLearnFundForm', {
    method: 'POST',
    body: { agreedToTerms: true, parentName },
    authenticated: true,
    schema: userDataSchema,
  });

export const useFillLoanAgreementMutation = () => useSingleFlightMutation({ mutationFn: fillLoanAgreement });

import { userDataSchema } from '@intake/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/native/fillLearnFundForm` with `{agreedToTerms, parentName}`; answers the updated user data. */
export const fillLoanAgreement = (parentName: string) =>
  apiRequest('/api/native/fillLearnFundForm', {
    method: 'POST',
    body: { agreedToTerms: true, parentName },
    authenticated: true,
    schema: userDataSchema,
  });

export const useFillLoanAgreementMutation = () => useMutation({ mutationFn: fillLoanAgreement });

import { userDataSchema } from '@intake/contracts/auth';
import type { PaymentPlanInput } from '@intake/contracts/enrolment';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/native/fillPaymentAgreement`; answers the updated user data. */
export const fillPaymentAgreement = (plan: PaymentPlanInput) =>
  apiRequest('/api/native/fillPaymentAgreement', {
    method: 'POST',
    body: plan,
    authenticated: true,
    schema: userDataSchema,
  });

export const useFillPaymentAgreementMutation = () => useMutation({ mutationFn: fillPaymentAgreement });

import { userDataSchema } from '@intake/contracts/auth';
import type { PaymentPlanInput } from '@intake/contracts/enrolment';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** `POST /api/native/fillPaymentAgreement`; answers the updated user data. */
export const fillPaymentAgreement = (plan: PaymentPlanInput) =>
  apiRequest('/api/native/fillPaymentAgreement', {
    method: 'POST',
    body: plan,
    authenticated: true,
    schema: userDataSchema,
  });

export const useFillPaymentAgreementMutation = () =>
  useSingleFlightMutation({ mutationFn: fillPaymentAgreement });

import { submitEnrolmentForm } from '@intake/contracts/endpoints/enrolment-form';
import type { EnrolmentInput } from '@intake/contracts/enrolment';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** Sends every enrolment field (step 5); answers the updated user data. */
export const submitEnrolment = (enrolment: EnrolmentInput) =>
  callEndpoint(submitEnrolmentForm, { body: enrolment });

export const useSubmitEnrolmentMutation = () => useSingleFlightMutation({ mutationFn: submitEnrolment });

import { userDataSchema } from '@intake/contracts/auth';
import type { EnrolmentInput } from '@intake/contracts/enrolment';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** `POST /api/native/submitEnrollmentForm` with every enrolment field; answers the updated user data. */
export const submitEnrolment = (enrolment: EnrolmentInput) =>
  apiRequest('/api/native/submitEnrollmentForm', {
    method: 'POST',
    body: enrolment,
    authenticated: true,
    schema: userDataSchema,
  });

export const useSubmitEnrolmentMutation = () => useSingleFlightMutation({ mutationFn: submitEnrolment });

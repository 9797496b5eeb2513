import { getApplicantByEmail } from '@intake/contracts/endpoints/applicant-profile';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const applicantProfileQueryKey = (email: string) => ['applicant-profile', email] as const;

/** GET /api/elder/getApplicantByEmail/{email}: record, questionnaire, reviewed test and activity log. */
export const getApplicantProfile = (email: string) =>
  callEndpoint(getApplicantByEmail, { params: { email } });

export const useApplicantProfileQuery = (email: string | null) =>
  useQuery({
    queryKey: applicantProfileQueryKey(email ?? ''),
    queryFn: () => getApplicantProfile(email ?? ''),
    enabled: Boolean(email),
    retry: false,
  });

import { applicantProfileSchema } from '@intake/contracts/applicant-records';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const applicantProfileQueryKey = (email: string) => ['applicant-profile', email] as const;

/** GET /api/elder/getApplicantByEmail/{email}: record, questionnaire, reviewed test and activity log. */
export const getApplicantProfile = (email: string) =>
  apiRequest(`/api/elder/getApplicantByEmail/${encodeURIComponent(email)}`, {
    authenticated: true,
    schema: applicantProfileSchema,
  });

export const useApplicantProfileQuery = (email: string | null) =>
  useQuery({
    queryKey: applicantProfileQueryKey(email ?? ''),
    queryFn: () => getApplicantProfile(email ?? ''),
    enabled: Boolean(email),
    retry: false,
  });

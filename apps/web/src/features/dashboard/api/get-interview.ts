import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/**
 * The applicant's standing interview; `null` when none is scheduled yet (404). The declaration
 * comes with the call: the dashboard is at its size budget.
 */
export async function getInterview(applicantId: string) {
  const { interviewInvite } = await import('@intake/contracts/endpoints/interview-invite');
  try {
    return await callEndpoint(interviewInvite, { params: { applicantId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * docs/spec/portal-spec.md §4: the dashboard looks the interview up once the test is behind the applicant. The spec's
 * two variants (invited, later) are one call here: the elder's schedule path is for staff.
 */
export const useInterviewQuery = (applicantId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['interview', applicantId],
    queryFn: () => getInterview(applicantId),
    enabled,
  });

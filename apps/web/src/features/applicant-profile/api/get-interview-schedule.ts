import { interviewSchema } from '@intake/contracts/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/elder/getInterviewSchedule/{applicantId}: the elder's view of the interview (docs/spec/portal-spec.md §7). */
export const getInterviewSchedule = (applicantId: string) =>
  apiRequest(`/api/elder/getInterviewSchedule/${encodeURIComponent(applicantId)}`, {
    authenticated: true,
    schema: interviewSchema,
  });

/** Asked for when the schedule dialog opens, fresh each time. */
export const useInterviewScheduleQuery = (applicantId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['interview-schedule', applicantId],
    queryFn: () => getInterviewSchedule(applicantId),
    enabled,
    retry: false,
    staleTime: 0,
  });

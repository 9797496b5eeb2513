import { getInterviewSchedule as getInterviewScheduleCall } from '@intake/contracts/endpoints/applicant-profile';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/elder/getInterviewSchedule/{applicantId}: the elder's view of the interview (docs/spec/portal-spec.md §7). */
export const getInterviewSchedule = (applicantId: string) =>
  callEndpoint(getInterviewScheduleCall, { params: { applicantId } });

/** Asked for when the schedule dialog opens, fresh each time. */
export const useInterviewScheduleQuery = (applicantId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['interview-schedule', applicantId],
    queryFn: () => getInterviewSchedule(applicantId),
    enabled,
    retry: false,
    staleTime: 0,
  });

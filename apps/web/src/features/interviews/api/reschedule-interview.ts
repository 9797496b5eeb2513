import { rescheduleInterview as rescheduleInterviewEndpoint } from '@intake/contracts/endpoints/interview-reschedule';
import type { InterviewReschedule } from '@intake/contracts/interviews';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** docs/spec/portal-spec.md §7: the token from the e-mail stands in for a session. */
export const rescheduleInterview = (token: string, reschedule: InterviewReschedule) =>
  callEndpoint(rescheduleInterviewEndpoint, { params: { token }, body: reschedule });

export const useRescheduleInterviewMutation = (token: string) =>
  useMutation({ mutationFn: (reschedule: InterviewReschedule) => rescheduleInterview(token, reschedule) });

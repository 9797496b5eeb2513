import type { InterviewReschedule } from '@intake/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** docs/spec/portal-spec.md §7: the token from the e-mail stands in for a session (no auth headers). */
export const rescheduleInterview = (token: string, reschedule: InterviewReschedule) =>
  apiRequest(`/api/interviewInvite/reschedule/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: reschedule,
  });

export const useRescheduleInterviewMutation = (token: string) =>
  useMutation({ mutationFn: (reschedule: InterviewReschedule) => rescheduleInterview(token, reschedule) });

import { messageResponseSchema } from '@intake/contracts/auth';
import type { InterviewInvitation } from '@intake/contracts/interviews';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** POST /api/interviewInvite/inviteApplicant with the interview invitation (docs/spec/portal-spec.md §3, §7). */
export const inviteApplicant = (invitation: InterviewInvitation) =>
  apiRequest('/api/interviewInvite/inviteApplicant', {
    method: 'POST',
    authenticated: true,
    body: invitation,
    schema: messageResponseSchema,
  });

export const useInviteApplicantMutation = () => useSingleFlightMutation({ mutationFn: inviteApplicant });

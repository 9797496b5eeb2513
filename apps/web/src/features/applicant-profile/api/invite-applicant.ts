import { inviteApplicant as inviteApplicantEndpoint } from '@intake/contracts/endpoints/interview-review';
import type { InterviewInvitation } from '@intake/contracts/interviews';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** The interview invitation (docs/spec/portal-spec.md §3, §7). */
export const inviteApplicant = (invitation: InterviewInvitation) =>
  callEndpoint(inviteApplicantEndpoint, { body: invitation });

export const useInviteApplicantMutation = () => useSingleFlightMutation({ mutationFn: inviteApplicant });

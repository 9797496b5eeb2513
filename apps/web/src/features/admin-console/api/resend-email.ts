import type { EmailType } from '@intake/contracts/admin';
import { resendEmail as resendEmailCall } from '@intake/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

export type ResendEmailInput = { email: string; emailType: EmailType };

/** docs/spec/portal-spec.md §7: the address and the e-mail's type in the query, no body. */
export const resendEmail = ({ email, emailType }: ResendEmailInput) =>
  callEndpoint(resendEmailCall, { query: { email, emailType } });

export const useResendEmailMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendEmail, onSuccess: () => refreshAudit(queryClient) });
};

import type { EmailType } from '@intake/contracts/admin';
import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

export type ResendEmailInput = { email: string; emailType: EmailType };

/** docs/spec/portal-spec.md §7: `POST /api/admin/resendEmail/?email={email}&emailType={type}`, no body. */
export const resendEmail = ({ email, emailType }: ResendEmailInput) =>
  apiRequest(`/api/admin/resendEmail/?${new URLSearchParams({ email, emailType })}`, {
    method: 'POST',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useResendEmailMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendEmail, onSuccess: () => refreshAudit(queryClient) });
};

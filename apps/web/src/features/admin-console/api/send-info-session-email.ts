import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7 Notify: `GET /api/admin/sendInfoSessionEmail`; each booked applicant gets its invitation. */
export const sendInfoSessionEmail = () =>
  apiRequest('/api/admin/sendInfoSessionEmail', {
    authenticated: true,
    schema: z.object({ message: z.string(), sent: z.number() }),
  });

export const useSendInfoSessionEmailMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendInfoSessionEmail, onSuccess: () => refreshAudit(queryClient) });
};

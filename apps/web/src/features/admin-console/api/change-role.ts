import { messageResponseSchema } from '@intake/contracts/auth';
import type { Role } from '@intake/contracts/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

export type ChangeRoleInput = { email: string; newRole: Role };

/** docs/spec/portal-spec.md §7: `PATCH /api/admin/changeRole/?email={email}&newRole={ROLE uppercased}`, no body. */
export const changeRole = ({ email, newRole }: ChangeRoleInput) =>
  apiRequest(`/api/admin/changeRole/?${new URLSearchParams({ email, newRole: newRole.toUpperCase() })}`, {
    method: 'PATCH',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useChangeRoleMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRole, onSuccess: () => refreshAudit(queryClient) });
};

import { changeRole as changeRoleCall } from '@intake/contracts/endpoints/admin';
import type { Role } from '@intake/contracts/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

export type ChangeRoleInput = { email: string; newRole: Role };

/** docs/spec/portal-spec.md §7: the role goes uppercased in the query, no body. */
export const changeRole = ({ email, newRole }: ChangeRoleInput) =>
  callEndpoint(changeRoleCall, { query: { email, newRole: newRole.toUpperCase() } });

export const useChangeRoleMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRole, onSuccess: () => refreshAudit(queryClient) });
};

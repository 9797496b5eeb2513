import { messages, roleSetMessage } from '@intake/contracts/messages';
import { useChangeRoleMutation } from '../api/change-role';
import { adminCopy, ROLE_OPTIONS } from '../copy';
import { useAdminToasts } from '../toasts';
import { EmailChoicePanel } from './email-choice-panel';

/** Change Role (spec §2, §5, §7, §8): '{role} Set Successfully', or 'Role failed'. */
export function RolePanel() {
  const toasts = useAdminToasts();
  const change = useChangeRoleMutation();
  return (
    <EmailChoicePanel
      title={adminCopy.roleTitle}
      choiceLabel={adminCopy.role}
      options={ROLE_OPTIONS}
      submitLabel={adminCopy.changeRole}
      pending={change.isPending}
      onSubmit={async (email, role) => {
        try {
          await change.mutateAsync({ email, newRole: role.value });
          toasts.success(roleSetMessage(role.label));
        } catch (failure) {
          toasts.failure(failure, messages.roleFailed);
        }
      }}
    />
  );
}

import { adminCopy, ROLE_OPTIONS } from '@intake/contracts/copy/admin-console';
import { messages, roleSetMessage } from '@intake/contracts/messages';
import { useSessionUser } from '../../../lib/session';
import { useChangeRoleMutation } from '../api/change-role';
import { useAdminToasts } from '../toasts';
import { EmailChoicePanel } from './email-choice-panel';

/** Change Role (docs/spec/portal-spec.md §2, §5, §7, §8): '{role} Set Successfully', or 'Role failed'. */
export function RolePanel() {
  const toasts = useAdminToasts();
  const change = useChangeRoleMutation();
  const me = useSessionUser();
  return (
    <EmailChoicePanel
      title={adminCopy.roleTitle}
      choiceLabel={adminCopy.role}
      options={ROLE_OPTIONS}
      submitLabel={adminCopy.changeRole}
      pending={change.isPending}
      confirm={(email, role) => {
        // The console cannot see the account's present role: leaving Admin is warned of whenever
        // the new role is another, and said plainly when it is the admin's own account.
        const own = email.toLowerCase() === me?.email.toLowerCase();
        const warning =
          role.value === 'SUSPENDED'
            ? adminCopy.suspendWarning
            : role.value === 'ADMIN'
              ? undefined
              : own
                ? adminCopy.ownAdminWarning
                : adminCopy.removeAdminWarning;
        return {
          title: adminCopy.confirmRoleTitle,
          message: adminCopy.confirmRole(email, role.label),
          warning,
          confirmLabel: adminCopy.changeRole,
        };
      }}
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

import { messages, roleSetMessage } from '@intake/contracts/messages';
import type { Role } from '@intake/contracts/status';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useChangeRoleMutation } from '../api/change-role';
import { adminCopy, ROLE_OPTIONS } from '../copy';
import { useAdminToasts } from '../toasts';
import { isEmail, Panel } from './panel';

/** Change Role (spec §2, §5, §7, §8): '{role} Set Successfully', or 'Role failed'. */
export function RolePanel() {
  const toasts = useAdminToasts();
  const change = useChangeRoleMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(ROLE_OPTIONS[0]?.value ?? 'ADMIN');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(messages.validEmail);
      return;
    }
    setError(null);
    const label = ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
    try {
      await change.mutateAsync({ email: email.trim(), newRole: role });
      toasts.success(roleSetMessage(label));
    } catch (failure) {
      toasts.failure(failure, messages.roleFailed);
    }
  };

  return (
    <Panel title={adminCopy.roleTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={adminCopy.email}
          type="email"
          placeholder={adminCopy.emailPlaceholder}
          value={email}
          error={error}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <NativeSelect
          mt="sm"
          label={adminCopy.role}
          value={role}
          onChange={(e) => setRole(e.currentTarget.value as Role)}
          data={ROLE_OPTIONS.map(({ label, value }) => ({ label, value }))}
        />
        <Button type="submit" mt="sm" fullWidth disabled={change.isPending} loading={change.isPending}>
          {adminCopy.changeRole}
        </Button>
      </form>
    </Panel>
  );
}

import type { EmailType } from '@intake/contracts/admin';
import { messages } from '@intake/contracts/messages';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useResendEmailMutation } from '../api/resend-email';
import { adminCopy, EMAIL_TYPE_OPTIONS } from '../copy';
import { useAdminToasts } from '../toasts';
import { isEmail, Panel } from './panel';

/** Resend Email (spec §2, §5, §7): the spec gives no success sentence, so the server's is shown. */
export function ResendEmailPanel() {
  const toasts = useAdminToasts();
  const resend = useResendEmailMutation();
  const [email, setEmail] = useState('');
  const [emailType, setEmailType] = useState<EmailType>(EMAIL_TYPE_OPTIONS[0]?.value ?? 'resetPassword');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(messages.validEmail);
      return;
    }
    setError(null);
    try {
      const answer = await resend.mutateAsync({ email: email.trim(), emailType });
      toasts.success(answer.message);
    } catch (failure) {
      toasts.failure(failure, messages.messageSendingFailed);
    }
  };

  return (
    <Panel title={adminCopy.resendTitle}>
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
          label={adminCopy.emailType}
          value={emailType}
          onChange={(e) => setEmailType(e.currentTarget.value as EmailType)}
          data={EMAIL_TYPE_OPTIONS.map(({ label, value }) => ({ label, value }))}
        />
        <Button type="submit" mt="sm" fullWidth disabled={resend.isPending} loading={resend.isPending}>
          {adminCopy.resend}
        </Button>
      </form>
    </Panel>
  );
}

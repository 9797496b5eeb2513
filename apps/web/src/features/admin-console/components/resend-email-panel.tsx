import { adminCopy, EMAIL_TYPE_OPTIONS } from '@intake/contracts/copy/admin-console';
import { messages } from '@intake/contracts/messages';
import { useResendEmailMutation } from '../api/resend-email';
import { useAdminToasts } from '../toasts';
import { EmailChoicePanel } from './email-choice-panel';

/** Resend Email (docs/spec/portal-spec.md §2, §5, §7): the spec gives no success sentence, so the server's is shown. */
export function ResendEmailPanel() {
  const toasts = useAdminToasts();
  const resend = useResendEmailMutation();
  return (
    <EmailChoicePanel
      title={adminCopy.resendTitle}
      choiceLabel={adminCopy.emailType}
      options={EMAIL_TYPE_OPTIONS}
      submitLabel={adminCopy.resend}
      pending={resend.isPending}
      onSubmit={async (email, emailType) => {
        try {
          toasts.success((await resend.mutateAsync({ email, emailType: emailType.value })).message);
        } catch (failure) {
          toasts.failure(failure, messages.messageSendingFailed);
        }
      }}
    />
  );
}

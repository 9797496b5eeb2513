import { selfInviteCopy as copy } from '@intake/contracts/copy/self-invite';
import { isValidEmail } from '@intake/contracts/email';
import { messages } from '@intake/contracts/messages';
import { paths } from '@intake/contracts/pages';
import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { firstIssueResolver } from '../../../lib/first-issue-resolver';
import { formatSessionDate, formatTime12h } from '../../../lib/session-time';
import { useSelfInviteSessionsQuery } from '../api/get-self-invite-sessions';
import { useSelfInviteMutation } from '../api/self-invite';
import { isSessionExpired, selfInviteErrorMessage } from '../api/self-invite-error';
import type { SelfInviteState } from '../invite-state';
import { HoneypotField } from './honeypot-field';

/** docs/spec/portal-spec.md §5: the e-mail must be well-formed, then a session must be chosen; one error line. */
const selfInviteFormSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((email) => isValidEmail(email), messages.validEmail),
  infoSessionId: z.string().min(1, copy.chooseSession),
  website: z.string(),
});

type SelfInviteFormValues = z.input<typeof selfInviteFormSchema>;
const emptyForm: SelfInviteFormValues = { email: '', infoSessionId: '', website: '' };

/**
 * /infoSession/selfInvite (docs/spec/portal-spec.md §2, §4, §5, §8): an e-mail and a preferred session; the button is
 * disabled during the attempt and re-enabled on any failure; success goes to invite_successful
 * carrying the chosen session and the e-mail.
 */
export function SelfInviteForm() {
  const navigate = useNavigate();
  const sessions = useSelfInviteSessionsQuery();
  const selfInvite = useSelfInviteMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, setValue } = useForm({
    defaultValues: emptyForm,
    resolver: firstIssueResolver(selfInviteFormSchema),
  });
  const list = sessions.data ?? [];
  const chosenId = watch('infoSessionId');
  const chosen = list.find((session) => session.infoSessionId === chosenId);

  // A session that left the list (it started or filled up) is no longer chosen: the select, which
  // shows the form's value, and the form agree, so what is shown is what is sent (issue 18.20).
  useEffect(() => {
    if (sessions.isSuccess && chosenId && !chosen) setValue('infoSessionId', '');
  }, [sessions.isSuccess, chosenId, chosen, setValue]);

  const onSubmit = handleSubmit(
    async ({ email, infoSessionId, website }) => {
      setServerError(null);
      const session = list.find((candidate) => candidate.infoSessionId === infoSessionId);
      if (!session) {
        setServerError(messages.infoSessionExpired);
        return;
      }
      try {
        await selfInvite.mutateAsync({ email, infoSessionId, website });
        const state: SelfInviteState = { email, session };
        navigate(paths.selfInviteSuccessful, { state });
      } catch (error) {
        setServerError(selfInviteErrorMessage(error));
        // The session may have started or gone: show the list as it is now.
        if (isSessionExpired(error)) void sessions.refetch();
      }
    },
    () => setServerError(null),
  );

  const listError = sessions.isError ? selfInviteErrorMessage(sessions.error) : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label={copy.email} type="email" autoComplete="email" withAsterisk {...register('email')} />
        <NativeSelect
          label={copy.preferredInfoSession}
          withAsterisk
          disabled={sessions.isPending}
          data={[
            { value: '', label: sessions.isPending ? copy.loading : copy.choose },
            ...list.map((session) => ({ value: session.infoSessionId, label: session.sessionDetails })),
          ]}
          {...register('infoSessionId')}
          value={chosenId}
        />
        {chosen && (
          <Text size="sm" data-testid="chosen-session-time">
            {copy.when}: {formatSessionDate(chosen.sessionDate)} at {formatTime12h(chosen.sessionTime)}
          </Text>
        )}
        {sessions.isSuccess && list.length === 0 && <Text size="sm">{copy.noSessions}</Text>}
        <HoneypotField {...register('website')} />
        <FormError message={formState.errors.root?.message ?? serverError ?? listError} />
        <SubmitButton pending={formState.isSubmitting}>{copy.receiveInvitationEmail}</SubmitButton>
      </Stack>
    </form>
  );
}

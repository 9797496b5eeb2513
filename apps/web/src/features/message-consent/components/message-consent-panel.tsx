import { messageConsentPanelCopy as copy } from '@intake/contracts/copy/messaging';
import type { MessageConsents, PhoneChannel } from '@intake/contracts/messaging';
import { Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useAnswerMessageConsentMutation } from '../api/answer-message-consent';
import { useConfirmPhoneCodeMutation } from '../api/confirm-phone-code';
import { useMessageConsentsQuery } from '../api/get-message-consents';
import { useSendPhoneCodeMutation } from '../api/send-phone-code';

/** When an answer was given, on the school's clock: '27-11-2026, 2:05 PM'. */
const schoolDateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  })
    .format(new Date(iso))
    .replace(/\//g, '-')
    .replace(/\b(am|pm)\b/i, (suffix) => suffix.toUpperCase());

/**
 * The code step, opened inline when SMS or WhatsApp is chosen before the phone is confirmed: send
 * a code, type its 6 digits, then the chosen channel is saved. The typed code survives a failed call.
 */
function PhoneCodeStep({
  phone,
  onConfirmed,
  onCancel,
}: {
  phone: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const send = useSendPhoneCodeMutation();
  const confirm = useConfirmPhoneCodeMutation();
  const [code, setCode] = useState('');
  const sent = send.isSuccess;
  const failure = confirm.error ?? send.error;

  const onConfirm = async () => {
    if (confirm.isPending) return;
    try {
      await confirm.mutateAsync(code.trim());
      onConfirmed();
    } catch {
      // Shown below from the mutation's error; the code stays typed.
    }
  };

  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={copy.confirmIntro(phone)}
      onSubmit={(e) => {
        e.preventDefault();
        void onConfirm();
      }}
    >
      <Text size="sm">{sent ? copy.codeSent(send.data.phone) : copy.confirmIntro(phone)}</Text>
      {sent ? (
        <>
          <TextInput
            label={copy.codeLabel}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <Group gap="xs" wrap="wrap">
            <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
              {copy.confirm}
            </Button>
            <Button variant="default" loading={send.isPending} onClick={() => send.mutate()}>
              {copy.sendAgain}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {copy.cancel}
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="xs" wrap="wrap">
          <Button loading={send.isPending} onClick={() => send.mutate()}>
            {copy.sendCode}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {copy.cancel}
          </Button>
        </Group>
      )}
      <FormError message={failure ? errorMessage(failure) : null} />
    </Stack>
  );
}

function Channels({ view }: { view: MessageConsents }) {
  const answer = useAnswerMessageConsentMutation();
  const [confirming, setConfirming] = useState<PhoneChannel | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async (channel: PhoneChannel, accepted: boolean) => {
    if (answer.isPending) return;
    setSaved(false);
    try {
      await answer.mutateAsync({ channel, accepted });
      setSaved(true);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const choose = (channel: PhoneChannel, accepted: boolean) => {
    if (accepted && !view.phoneConfirmed) setConfirming(channel);
    else void save(channel, accepted);
  };

  return (
    <Stack gap="sm">
      <Checkbox checked disabled label={copy.email} description={copy.emailAlways} />
      {view.phone ? (
        <Text size="sm">{copy.phoneLine(view.phone, view.phoneConfirmed)}</Text>
      ) : (
        <Text size="sm">{copy.noPhone}</Text>
      )}
      {view.channels.map((channel) => (
        <Checkbox
          key={channel.channel}
          checked={channel.accepted}
          disabled={!view.phone || answer.isPending}
          onChange={(e) => choose(channel.channel, e.currentTarget.checked)}
          label={copy.channels[channel.channel]}
          description={
            channel.accepted && channel.recordedAt
              ? `${channel.wording} ${copy.acceptedSince(schoolDateTime(channel.recordedAt, view.timeZone))}`
              : channel.wording
          }
        />
      ))}
      {confirming && view.phone ? (
        <Card withBorder radius="sm" padding="sm">
          <PhoneCodeStep
            phone={view.phone}
            onCancel={() => setConfirming(null)}
            onConfirmed={() => {
              const channel = confirming;
              setConfirming(null);
              void save(channel, true);
            }}
          />
        </Card>
      ) : null}
      <FormError message={answer.isError ? errorMessage(answer.error) : null} />
      {saved ? (
        <Text size="sm" role="status" c="teal.9">
          {copy.saved}
        </Text>
      ) : null}
    </Stack>
  );
}

/** "How we reach you" on the applicant's dashboard (issue 25.2): e-mail always, SMS and WhatsApp by choice. */
export function MessageConsentPanel() {
  const titleId = useId();
  const consents = useMessageConsentsQuery();
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {copy.title}
        </Title>
        <Text size="sm">{copy.intro}</Text>
        {consents.isError ? <FormError message={errorMessage(consents.error)} /> : null}
        {consents.data ? <Channels view={consents.data} /> : null}
      </Stack>
    </Card>
  );
}

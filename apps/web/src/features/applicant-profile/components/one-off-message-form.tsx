import { BULK_MESSAGE_MAX, BULK_SUBJECT_MAX } from '@intake/contracts/bulk-actions';
import { messageTimelineCopy as copy } from '@intake/contracts/copy/messaging';
import { type MessageChannel, messageChannels, type PhoneChannel } from '@intake/contracts/messaging';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSendOneOffMessageMutation } from '../api/send-one-off-message';

/**
 * A message to this applicant in plain text, by e-mail and by the phone channels they accepted at
 * their number (the others are shown, switched off, with why).
 */
export function OneOffMessageForm({
  email,
  acceptedChannels,
}: {
  email: string;
  acceptedChannels: readonly PhoneChannel[];
}) {
  const send = useSendOneOffMessageMutation(email);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [channels, setChannels] = useState<MessageChannel[]>(['email']);
  const [sentCount, setSentCount] = useState<number | null>(null);

  const offered = (channel: MessageChannel) =>
    channel === 'email' || acceptedChannels.includes(channel as PhoneChannel);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentCount(null);
    send.mutate(
      { subject, body, channels: channels.filter(offered) },
      {
        onSuccess: (answer) => {
          setSentCount(answer.entries.length);
          setSubject('');
          setBody('');
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" component="form" aria-label={copy.oneOff.title} onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2}>{copy.oneOff.title}</Title>
        <TextInput
          label={copy.oneOff.subject}
          required
          maxLength={BULK_SUBJECT_MAX}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Textarea
          label={copy.oneOff.body}
          required
          rows={4}
          maxLength={BULK_MESSAGE_MAX}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <Checkbox.Group
          label={copy.oneOff.channels}
          value={channels}
          onChange={(value) => setChannels(value as MessageChannel[])}
        >
          <Group gap="md" mt={4}>
            {messageChannels.map((channel) => (
              <Checkbox
                key={channel}
                value={channel}
                disabled={!offered(channel)}
                label={copy.channels[channel]}
                description={offered(channel) ? undefined : copy.oneOff.notAccepted}
              />
            ))}
          </Group>
        </Checkbox.Group>
        {send.isError && (
          <Alert color="red" role="alert">
            {errorMessage(send.error)}
          </Alert>
        )}
        {sentCount !== null && (
          <Text role="status" c="green">
            {copy.oneOff.sent(sentCount)}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={send.isPending} disabled={channels.filter(offered).length === 0}>
            {copy.oneOff.send}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

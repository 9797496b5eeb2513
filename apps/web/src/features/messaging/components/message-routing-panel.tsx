import { messageRoutingCopy as copy } from '@intake/contracts/copy/messaging';
import {
  isMessageKind,
  type MessageRoute,
  type PhoneChannel,
  phoneChannels,
} from '@intake/contracts/messaging';
import { Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useMessageRoutingQuery } from '../api/get-message-routing';
import { useUpdateMessageRouteMutation } from '../api/update-message-route';

/** One message type: the phone channels it also goes by, saved on its own. */
function RouteForm({ route }: { route: MessageRoute }) {
  const titleId = useId();
  const save = useUpdateMessageRouteMutation();
  const [channels, setChannels] = useState<PhoneChannel[]>(route.channels);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  if (!isMessageKind(route.kind)) return null;
  const kind = route.kind;
  const name = copy.types[kind];

  const onSubmit = async () => {
    if (save.isPending) return;
    setError(null);
    try {
      await save.mutateAsync({ kind, channels });
      setSaved(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Card
      withBorder
      radius="sm"
      padding="sm"
      component="form"
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={titleId}>
            {name}
          </Title>
          {route.important ? <Badge variant="light">{copy.important}</Badge> : null}
          {route.isDefault ? null : (
            <Badge variant="outline" color="gray">
              {copy.changed}
            </Badge>
          )}
        </Group>
        <Checkbox.Group
          value={channels}
          onChange={(value) => {
            setChannels(phoneChannels.filter((c) => value.includes(c)));
            setSaved(false);
          }}
          aria-labelledby={titleId}
        >
          <Group gap="md">
            {phoneChannels.map((channel) => (
              <Checkbox key={channel} value={channel} label={copy.channels[channel]} />
            ))}
          </Group>
        </Checkbox.Group>
        <FormError message={error} />
        {saved ? (
          <Text size="sm" role="status" c="teal">
            {copy.saved(name)}
          </Text>
        ) : null}
        <div>
          <Button type="submit" loading={save.isPending} aria-describedby={titleId}>
            {copy.save}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** Message routing in the admin console (issue 25.3): which types also go by SMS or WhatsApp. */
export function MessageRoutingPanel() {
  const titleId = useId();
  const routing = useMessageRoutingQuery();
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId} mt="md">
      <Stack gap="sm">
        <Title order={2} id={titleId}>
          {copy.title}
        </Title>
        <Text size="sm">{copy.intro}</Text>
        {routing.isError ? <FormError message={errorMessage(routing.error)} /> : null}
        {routing.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {routing.data.routes.map((route) => (
              <RouteForm key={route.kind} route={route} />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
}

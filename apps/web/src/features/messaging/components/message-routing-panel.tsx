import { messageRoutingCopy as copy } from '@intake/contracts/copy/messaging';
import {
  isMessageKind,
  type MessageRoute,
  type PhoneChannel,
  phoneChannels,
} from '@intake/contracts/messaging';
import { Badge, Checkbox, Group, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { SettingItemForm, SettingsPanel, useSettingSave } from '../../../components/layout/settings-panel';
import { errorMessage } from '../../../lib/api-error';
import { useMessageRoutingQuery } from '../api/get-message-routing';
import { useUpdateMessageRouteMutation } from '../api/update-message-route';
import { SmsUnitCostItem } from './sms-unit-cost-form';

/** One message type: the phone channels it also goes by, saved on its own. */
function RouteForm({ route }: { route: MessageRoute }) {
  const titleId = useId();
  const save = useUpdateMessageRouteMutation();
  const [channels, setChannels] = useState<PhoneChannel[]>(route.channels);
  const item = useSettingSave();
  if (!isMessageKind(route.kind)) return null;
  const kind = route.kind;
  const name = copy.types[kind];

  const onSubmit = () => {
    if (!save.isPending) void item.submit(() => save.mutateAsync({ kind, channels }));
  };

  return (
    <SettingItemForm
      titleId={titleId}
      onSubmit={onSubmit}
      error={item.error}
      savedMessage={item.saved ? copy.saved(name) : null}
      saveLabel={copy.save}
      saving={save.isPending}
    >
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
          item.changed();
        }}
        aria-labelledby={titleId}
      >
        <Group gap="md">
          {phoneChannels.map((channel) => (
            <Checkbox key={channel} value={channel} label={copy.channels[channel]} />
          ))}
        </Group>
      </Checkbox.Group>
    </SettingItemForm>
  );
}

/** Message routing in the admin console (issue 25.3): which types also go by SMS or WhatsApp. */
export function MessageRoutingPanel() {
  const routing = useMessageRoutingQuery();
  return (
    <SettingsPanel
      title={copy.title}
      intro={<Text size="sm">{copy.intro}</Text>}
      error={routing.isError ? errorMessage(routing.error) : null}
    >
      <SmsUnitCostItem />
      {routing.data?.routes.map((route) => (
        <RouteForm key={route.kind} route={route} />
      ))}
    </SettingsPanel>
  );
}

import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { ActionIcon, Popover, Text } from '@mantine/core';
import { BellIcon } from './bell-icon';

export function NotificationBell() {
  return (
    <Popover position="bottom-end" shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={copy.notifications}>
          <BellIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{messages.noNewNotification}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

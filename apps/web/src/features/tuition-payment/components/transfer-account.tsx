import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import type { VirtualAccount } from '@intake/contracts/tuition-ledger';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { CopyTextButton } from './copy-text-button';

/** The account to transfer to, the number large enough to read out and copied in one tap. */
export function TransferAccount({ account }: { account: VirtualAccount }) {
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={text.transferTitle}>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {text.transferTitle}
        </Text>
        <Text size="sm" c="dimmed" id="transfer-account-number">
          {text.accountNumber}
        </Text>
        <Group gap="sm" wrap="wrap" align="center">
          <Text
            ff="monospace"
            fz={28}
            fw={700}
            lh={1.2}
            aria-labelledby="transfer-account-number"
            style={{ letterSpacing: '0.05em', overflowWrap: 'anywhere' }}
          >
            {account.accountNumber}
          </Text>
          <CopyTextButton
            value={account.accountNumber}
            label={text.copy}
            ariaLabel={text.copyAccountNumber}
          />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text.bankName}: <strong>{account.bankName}</strong>
        </Text>
        {account.accountName && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {text.accountName}: <strong>{account.accountName}</strong>
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {text.transferHint}
        </Text>
      </Stack>
    </Paper>
  );
}

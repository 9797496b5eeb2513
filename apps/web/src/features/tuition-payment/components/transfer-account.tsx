import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import type { VirtualAccount } from '@intake/contracts/tuition-ledger';
import { Paper, Stack, Text } from '@mantine/core';
import { AccountNumber } from './account-number';

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
        <AccountNumber value={account.accountNumber} labelledBy="transfer-account-number" />
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

import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import type { TuitionPayment } from '@intake/contracts/tuition-ledger';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatKobo } from '../tuition-money';

/** What is due now (large) and the whole balance: one above the other on a phone, where a million in naira fills the width. */
export function AmountsDue({ payment }: { payment: TuitionPayment }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {text.dueNow}
        </Text>
        <Text fz="xl" fw={700} data-testid="due-now" style={{ overflowWrap: 'anywhere' }}>
          {formatKobo(payment.dueNowKobo)}
        </Text>
      </Stack>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {text.balance}
        </Text>
        <Text fz="lg" fw={600} data-testid="balance" style={{ overflowWrap: 'anywhere' }}>
          {formatKobo(payment.balanceKobo)}
        </Text>
      </Stack>
    </SimpleGrid>
  );
}

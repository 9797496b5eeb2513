import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import type { TuitionPayment } from '@intake/contracts/tuition-ledger';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatKobo } from '../tuition-money';

/** What is due now (large) beside the whole balance. */
export function AmountsDue({ payment }: { payment: TuitionPayment }) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {text.dueNow}
        </Text>
        <Text fz="xl" fw={700} data-testid="due-now">
          {formatKobo(payment.dueNowKobo)}
        </Text>
      </Stack>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {text.balance}
        </Text>
        <Text fz="lg" fw={600} data-testid="balance">
          {formatKobo(payment.balanceKobo)}
        </Text>
      </Stack>
    </SimpleGrid>
  );
}

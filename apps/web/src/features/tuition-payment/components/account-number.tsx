import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import { Group, Text } from '@mantine/core';
import { CopyTextButton } from './copy-text-button';

/** An account number large enough to read out over the phone, copied in one tap. */
export function AccountNumber({ value, labelledBy }: { value: string; labelledBy?: string }) {
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Text
        ff="monospace"
        fz={28}
        fw={700}
        lh={1.2}
        aria-labelledby={labelledBy}
        style={{ letterSpacing: '0.05em', overflowWrap: 'anywhere' }}
      >
        {value}
      </Text>
      <CopyTextButton value={value} label={text.copy} ariaLabel={text.copyAccountNumber} />
    </Group>
  );
}

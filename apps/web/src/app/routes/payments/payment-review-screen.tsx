import { reviewedProofOf } from '@intake/contracts/pages';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Screen } from '../../../components/layout/screen-heading';
import { paymentCopy } from '../../../features/payments';
import { lazyExport } from '../../../lib/lazy-export';

// The form loads with its own chunk, so this route's preload list stays short.
const PaymentReview = lazyExport(
  () => import('../../../features/payments/components/payment-review'),
  'PaymentReview',
);

/**
 * /confirm-payment and /ussd (staff): the proof named by `?proof=<id>` (the review link in the
 * payment e-mail), to confirm or decline. Without an id the page says where the link comes from.
 */
export function PaymentReviewScreen() {
  const [params] = useSearchParams();
  const proofId = reviewedProofOf(params);
  return (
    <Screen>
      {proofId ? (
        <PaymentReview proofId={proofId} />
      ) : (
        <Paper withBorder radius="md" p="lg" maw={640} mx="auto">
          <Stack gap="xs">
            <Title order={1}>{paymentCopy.noProofTitle}</Title>
            <Text>{paymentCopy.noProofText}</Text>
          </Stack>
        </Paper>
      )}
    </Screen>
  );
}

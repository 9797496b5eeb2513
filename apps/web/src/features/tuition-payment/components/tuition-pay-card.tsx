import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import { paths } from '@intake/contracts/pages';
import type { TuitionPayment } from '@intake/contracts/tuition-ledger';
import { Button, Text } from '@mantine/core';
import { DashboardCard } from '../../../components/layout/dashboard-card';
import { openTransferAccount } from '../api/open-transfer-account';
import { startTuitionCheckout } from '../api/start-tuition-checkout';
import { canCheckout } from '../tuition-money';
import { AmountsDue } from './amounts-due';
import { PayButton } from './pay-button';
import { SharePayLink } from './share-pay-link';
import { TemporaryTransferAccount } from './temporary-transfer-account';
import { TransferAccount } from './transfer-account';

export type TuitionPayCardProps = {
  payment: TuitionPayment;
  firstName: string;
  /** Opens 'Kindly Confirm Payment' while step 4 is open; absent after it, when no proof is taken. */
  onUploadProof?: () => void;
};

/**
 * The dashboard's way to pay (issue 24.2): what is due now, the account to transfer to, the hosted
 * checkout, a link for whoever pays, and the spec's proof upload for a payment made another way.
 */
export function TuitionPayCard({ payment, firstName, onUploadProof }: TuitionPayCardProps) {
  return (
    <DashboardCard title={text.cardTitle}>
      <AmountsDue payment={payment} />
      {payment.virtualAccount && <TransferAccount account={payment.virtualAccount} />}
      {payment.transferAccounts && (
        <TemporaryTransferAccount key={payment.dueNowKobo} payment={payment} open={openTransferAccount} />
      )}
      {canCheckout(payment) ? (
        <PayButton dueNowKobo={payment.dueNowKobo} start={startTuitionCheckout} origin={paths.dashboard} />
      ) : (
        payment.dueNowKobo <= 0 && <Text size="sm">{text.nothingDueNow}</Text>
      )}
      {payment.balanceKobo > 0 && <SharePayLink firstName={firstName} />}
      {onUploadProof && (
        <Button variant="default" fullWidth onClick={onUploadProof}>
          {text.paidAnotherWay}
        </Button>
      )}
    </DashboardCard>
  );
}

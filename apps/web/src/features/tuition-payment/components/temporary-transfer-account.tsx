import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import type { TransferAccount, TuitionPayment } from '@intake/contracts/tuition-ledger';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/date-time';
import { formatKobo } from '../tuition-money';
import { AccountNumber } from './account-number';

const isOpen = (account: TransferAccount | null, now: number) =>
  account !== null && new Date(account.expiresAt).getTime() > now;

/**
 * Flutterwave's temporary account for the amount due now (decision 0084, addendum of session 14):
 * "Transfer NGN X to <account> at <bank> before <time>", or a button that asks for one; once it has
 * closed, the same button gets a fresh one. Asking is a POST (a GET opens nothing).
 */
export function TemporaryTransferAccount({
  payment,
  open,
}: {
  payment: TuitionPayment;
  open: () => Promise<TransferAccount>;
}) {
  const [account, setAccount] = useState<TransferAccount | null>(
    payment.transferAccount?.amountKobo === payment.dueNowKobo ? payment.transferAccount : null,
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const shown = isOpen(account, Date.now()) ? account : null;

  const ask = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setAccount(await open());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={text.transferTitle}>
      <Stack gap={6}>
        {shown ? (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {text.temporaryTransfer(
                formatKobo(shown.amountKobo),
                shown.accountNumber,
                shown.bankName,
                formatDateTime(shown.expiresAt),
              )}
            </Text>
            <AccountNumber value={shown.accountNumber} />
            <Text size="xs" c="dimmed">
              {text.temporaryTransferHint}
            </Text>
          </>
        ) : (
          <Button variant="default" fullWidth loading={busy} onClick={() => void ask()}>
            {account ? text.freshTransferAccount : text.getTransferAccount}
          </Button>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {text.transferAccountUnavailable}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

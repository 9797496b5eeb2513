import { copy } from '@intake/contracts/copy/shared';
import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import { errorCodes } from '@intake/contracts/error-codes';
import { pagePath, paths } from '@intake/contracts/pages';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { PageCard } from '../../../components/layout/page-card';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError } from '../../../lib/api-error';
import { usePayLinkQuery } from '../api/get-pay-link';
import { openPayLinkTransferAccount } from '../api/open-transfer-account';
import { startPayLinkCheckout } from '../api/start-pay-link-checkout';
import { canCheckout } from '../tuition-money';
import { AmountsDue } from './amounts-due';
import { PayButton } from './pay-button';
import { TemporaryTransferAccount } from './temporary-transfer-account';
import { TransferAccount } from './transfer-account';

/** A link we do not know, or one that has expired: the server refuses it as such, or as bad input. */
const isBrokenLink = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === errorCodes.linkInvalid ||
    error.status === 400 ||
    error.status === 404 ||
    error.status === 410);

/**
 * `/pay/:token`, the payment link a learner shares: whose tuition (first name and cohort, nothing
 * more), what is due, the account and the hosted checkout. No login; opening it changes nothing.
 */
export function PayLinkScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const payLink = usePayLinkQuery(token);
  const broken = isBrokenLink(payLink.error);

  useEffect(() => {
    if (broken) navigate(paths.linkError, { replace: true });
  }, [broken, navigate]);

  if (payLink.isPending || broken) return <PageLoader />;
  if (payLink.isError) {
    return (
      <PageCard title={text.cardTitle}>
        <FormError message={text.loadFailed} />
        <Button onClick={() => void payLink.refetch()} loading={payLink.isFetching}>
          {copy.tryAgain}
        </Button>
      </PageCard>
    );
  }
  const { learnerFirstName, cohortName, payment } = payLink.data;
  return (
    <PageCard title={text.payLinkTitle(learnerFirstName)}>
      <Stack gap="sm">
        <Text ta="center">
          {text.cohort}: <strong>{cohortName}</strong>
        </Text>
        <AmountsDue payment={payment} />
        {payment.balanceKobo <= 0 ? (
          <Text ta="center">{text.nothingToPay}</Text>
        ) : (
          <>
            {payment.virtualAccount && <TransferAccount account={payment.virtualAccount} />}
            {payment.transferAccounts && (
              <TemporaryTransferAccount
                key={payment.dueNowKobo}
                payment={payment}
                open={() => openPayLinkTransferAccount(token)}
              />
            )}
            {canCheckout(payment) && (
              <PayButton
                dueNowKobo={payment.dueNowKobo}
                start={() => startPayLinkCheckout(token)}
                origin={pagePath(paths.payTuition, { token })}
              />
            )}
          </>
        )}
        <Text size="xs" c="dimmed" ta="center">
          {text.payLinkNote}
        </Text>
      </Stack>
    </PageCard>
  );
}

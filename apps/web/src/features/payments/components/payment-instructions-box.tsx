import { paymentCopy as text } from '@intake/contracts/copy/payments';
import { hasPaymentAccount } from '@intake/contracts/payments';
import { Anchor, Loader, Paper, Stack, Text } from '@mantine/core';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { usePaymentInstructionsQuery } from '../api/get-payment-instructions';
import { accountRows, owedRows } from '../payment-instructions';
import { DetailRow } from './detail-row';

/**
 * 'Kindly Confirm Payment' says what is owed and where to pay it (issue 19.7). What the school has
 * not set (no fee for the cohort, no account) is not shown empty: the applicant is asked to
 * contact the school, at its address when it has one.
 */
export function PaymentInstructionsBox() {
  const query = usePaymentInstructionsQuery();
  if (query.isPending) return <Loader size="xs" aria-label={text.loadingInstructions} />;
  if (query.isError) return <FormError message={errorMessage(query.error)} />;
  const { tuition, account, contactEmail } = query.data;
  const hasAccount = hasPaymentAccount(account);
  const missing = [tuition ? null : text.missingAmount, hasAccount ? null : text.missingAccount].filter(
    (what): what is string => what !== null,
  );
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={text.instructionsTitle}>
      <Stack gap="xxs">
        <Text fw={600} size="sm">
          {text.instructionsTitle}
        </Text>
        {[...owedRows(tuition), ...(hasAccount ? accountRows(account) : [])].map(([label, value]) => (
          <DetailRow key={label} label={label} value={value} />
        ))}
        {account.note && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {account.note}
          </Text>
        )}
        {missing.length > 0 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {text.contactSchool(missing.join(' and '))}
            {contactEmail && (
              <>
                {text.contactAt}
                <Anchor href={`mailto:${contactEmail}`} inherit>
                  {contactEmail}
                </Anchor>
              </>
            )}
            .
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

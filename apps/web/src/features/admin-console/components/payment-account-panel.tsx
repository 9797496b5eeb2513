import { adminCopy } from '@intake/contracts/copy/admin-console';
import {
  PAYMENT_NOTE_MAX_LENGTH,
  type PaymentAccount,
  type PaymentAccountInput,
  paymentAccountSettingsSchema,
} from '@intake/contracts/payments';
import { Button, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { usePaymentAccountQuery, useSavePaymentAccountMutation } from '../api/payment-account';
import { useSettingsForm } from '../use-settings-form';
import { Panel } from './panel';

function PaymentAccountForm({ account }: { account: PaymentAccount }) {
  const save = useSavePaymentAccountMutation();
  const { field, submit } = useSettingsForm<PaymentAccountInput>(
    paymentAccountSettingsSchema,
    {
      bankName: account.bankName ?? '',
      accountName: account.accountName ?? '',
      accountNumber: account.accountNumber ?? '',
      ussdCode: account.ussdCode ?? '',
      note: account.note ?? '',
    },
    (input) => save.mutateAsync(input),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={adminCopy.paymentTitle}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label={adminCopy.paymentBankName} {...field('bankName')} />
        <TextInput label={adminCopy.paymentAccountName} {...field('accountName')} />
        <TextInput
          label={adminCopy.paymentAccountNumber}
          inputMode="numeric"
          maxLength={10}
          {...field('accountNumber')}
        />
      </SimpleGrid>
      <TextInput
        mt="sm"
        label={adminCopy.paymentUssdCode}
        description={adminCopy.paymentUssdHint}
        {...field('ussdCode')}
      />
      <Textarea
        mt="sm"
        label={adminCopy.paymentNote}
        rows={3}
        maxLength={PAYMENT_NOTE_MAX_LENGTH}
        {...field('note')}
      />
      <Button type="submit" mt="sm" fullWidth disabled={save.isPending} loading={save.isPending}>
        {adminCopy.savePayment}
      </Button>
    </form>
  );
}

/** Where applicants pay tuition: shown with the amount due in their payment dialog (issue 19.7). */
export function PaymentAccountPanel() {
  const account = usePaymentAccountQuery();
  return (
    <Panel title={adminCopy.paymentTitle}>
      <Text size="xs" c="dimmed">
        {adminCopy.paymentIntro}
      </Text>
      {account.data ? (
        <PaymentAccountForm key={JSON.stringify(account.data)} account={account.data} />
      ) : account.isError ? (
        <FormError message={errorMessage(account.error)} />
      ) : (
        <Text size="sm">{adminCopy.loading}</Text>
      )}
    </Panel>
  );
}

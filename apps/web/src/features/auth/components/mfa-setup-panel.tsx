import { mfaEnrolmentCopy as text } from '@intake/contracts/copy/auth';
import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useDisableMfaMutation, useInvalidateMfaStatus, useMfaStatusQuery } from '../api/mfa';
import { MfaEnrolment } from './mfa-enrolment';

/**
 * A staff member's own two-factor sign-in, shown in a dialog from the header: set it up (secret,
 * otpauth URI, first code, recovery codes once), or see it is on and turn it off with a code.
 */
export default function MfaSetupPanel() {
  const status = useMfaStatusQuery();
  const invalidate = useInvalidateMfaStatus();

  if (status.isPending) return <Loader size="sm" aria-label={text.loading} />;
  if (status.isError) return <FormError message={errorMessage(status.error)} />;
  if (!status.data.enabled) return <MfaEnrolment onDone={() => invalidate()} />;
  return (
    <Stack gap="sm">
      <Text fw={600}>{text.isOn}</Text>
      <Text size="sm">
        {text.codesLeft(status.data.recoveryCodesLeft)}
        {status.data.required ? text.requiredForStaff : ''}
      </Text>
      <DisableForm />
    </Stack>
  );
}

function DisableForm() {
  const disable = useDisableMfaMutation();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const entered = value.replace(/\s/g, '');
    disable.mutate(/^\d{6}$/.test(entered) ? { code: entered } : { recoveryCode: value.trim() });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={text.turnOffLabel}
          autoComplete="one-time-code"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <FormError message={disable.isError ? errorMessage(disable.error) : null} />
        <Button
          type="submit"
          color="red"
          variant="light"
          loading={disable.isPending}
          disabled={!value.trim()}
        >
          {text.turnOff}
        </Button>
      </Stack>
    </form>
  );
}

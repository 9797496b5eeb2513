import { adminCopy } from '@intake/contracts/copy/admin-console';
import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type Confirmation, useConfirmation } from '../../../components/dialogs/confirm-dialog';
import { isEmail, Panel } from './panel';

type EmailChoicePanelProps<Value extends string> = {
  title: string;
  choiceLabel: string;
  options: readonly { label: string; value: Value }[];
  submitLabel: string;
  pending: boolean;
  /** Sends the call for a well-formed e-mail and the chosen option; shows its own toasts. */
  onSubmit: (email: string, choice: { label: string; value: Value }) => Promise<void>;
  /** For an action that cannot be taken back: what to ask before onSubmit runs. */
  confirm?: (email: string, choice: { label: string; value: Value }) => Omit<Confirmation, 'onConfirm'>;
};

/** A console panel that acts on one account: its e-mail, a choice, one button (Resend Email, Change Role). */
export function EmailChoicePanel<Value extends string>({
  title,
  choiceLabel,
  options,
  submitLabel,
  pending,
  onSubmit,
  confirm,
}: EmailChoicePanelProps<Value>) {
  const { ask, dialog } = useConfirmation();
  const [email, setEmail] = useState('');
  // Nothing chosen until the admin chooses: a first option taken by default would give a role or
  // send an e-mail nobody picked.
  const [value, setValue] = useState<Value | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = options.find((option) => option.value === value);
    if (!isEmail(email)) {
      setError(messages.validEmail);
      return;
    }
    setError(null);
    setChoiceError(choice ? null : messages.fillMissingFields);
    if (!choice) return;
    const target = email.trim();
    if (confirm) ask({ ...confirm(target, choice), onConfirm: () => void onSubmit(target, choice) });
    else void onSubmit(target, choice);
  };

  return (
    <Panel title={title}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={adminCopy.email}
          type="email"
          placeholder={adminCopy.emailPlaceholder}
          value={email}
          error={error}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <NativeSelect
          mt="sm"
          label={choiceLabel}
          value={value}
          error={choiceError}
          onChange={(e) => setValue(e.currentTarget.value as Value)}
          data={[
            { label: copy.choose, value: '', disabled: true },
            ...options.map(({ label, value: optionValue }) => ({ label, value: optionValue })),
          ]}
        />
        <Button type="submit" mt="sm" fullWidth disabled={pending} loading={pending}>
          {submitLabel}
        </Button>
      </form>
      {dialog}
    </Panel>
  );
}

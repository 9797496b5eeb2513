import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import { Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

type CopyTextButtonProps = {
  value: string;
  label: string;
  /** What a screen reader says the button copies. */
  ariaLabel?: string;
};

/** Copies a value to the clipboard and says so for a moment; a refused clipboard says to copy by hand. */
export function CopyTextButton({ value, label, ariaLabel }: CopyTextButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="default" size="sm" onClick={() => void onCopy()} aria-label={ariaLabel}>
        {state === 'copied' ? text.copied : label}
      </Button>
      {state === 'failed' && (
        <Text role="alert" size="sm" c="red.8" w="100%">
          {text.copyFailed}
        </Text>
      )}
    </>
  );
}

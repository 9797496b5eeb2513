import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { fromWireDate } from '../../lib/wire-dates';

// Loaded when a date is first asked for: the date library stays out of the shared signed-in chunk
// (whose budget it would break), and importing it from there statically made the two chunks
// import each other, which left Mantine undefined when the calendar's chunk ran.
const DateInput = lazy(async () => {
  const [dates] = await Promise.all([import('@mantine/dates'), import('@mantine/dates/styles.css')]);
  return { default: dates.DateInput };
});

type DateFieldProps = {
  label: string;
  /** yyyy-MM-dd, or '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** The first day that may be chosen (yyyy-MM-dd): earlier days are disabled in the calendar. */
  minDate?: string;
  error?: string | undefined;
  required?: boolean;
};

/** 'dd-MM-yyyy' as the school writes dates, typed or picked, whatever the browser's language. */
const DISPLAY_FORMAT = 'DD-MM-YYYY';
const PLACEHOLDER = 'dd-mm-yyyy';

/**
 * A date typed as dd-MM-yyyy or picked from a calendar. The browser's own date input shows the
 * browser's order (mm/dd/yyyy in an en-US browser); the spec writes dd-MM-yyyy everywhere, so this
 * field does too.
 */
export function DateField({ label, value, onChange, minDate, error, required }: DateFieldProps) {
  return (
    <Suspense fallback={<TextInput label={label} placeholder={PLACEHOLDER} required={required} disabled />}>
      <DateInput
        label={label}
        value={value || null}
        onChange={(chosen) => onChange(chosen ?? '')}
        valueFormat={DISPLAY_FORMAT}
        dateParser={(typed) => fromWireDate(typed.trim()) || null}
        placeholder={PLACEHOLDER}
        // Earlier days are disabled in the calendar; a typed one is kept, so that the form can say
        // why it is refused (as the spec's 'no past dates') instead of the field silently emptying.
        excludeDate={minDate ? (day) => day < minDate : undefined}
        clearable
        // The clear button is an icon: without a name a screen reader announces a bare 'button'.
        clearButtonProps={{ 'aria-label': `Clear ${label}` }}
        error={error}
        required={required}
        popoverProps={{ withinPortal: true }}
      />
    </Suspense>
  );
}

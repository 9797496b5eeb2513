import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { fromWireDate } from '../../lib/wire-dates';

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

/**
 * A date typed as dd-MM-yyyy or picked from a calendar. The browser's own date input shows the
 * browser's order (mm/dd/yyyy in an en-US browser); the spec writes dd-MM-yyyy everywhere, so this
 * field does too.
 */
export function DateField({ label, value, onChange, minDate, error, required }: DateFieldProps) {
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      valueFormat={DISPLAY_FORMAT}
      dateParser={(typed) => fromWireDate(typed.trim()) || null}
      placeholder="dd-mm-yyyy"
      // Earlier days are disabled in the calendar; a typed one is kept, so that the form can say
      // why it is refused (as the spec's 'no past dates') instead of the field silently emptying.
      excludeDate={minDate ? (day) => day < minDate : undefined}
      clearable
      error={error}
      required={required}
      popoverProps={{ withinPortal: true }}
    />
  );
}

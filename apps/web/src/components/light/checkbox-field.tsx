import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode };

/** A checkbox with its label beside it. */
export function CheckboxField({ label, id, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="light-checkbox">
      <input id={inputId} type="checkbox" {...inputProps} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}

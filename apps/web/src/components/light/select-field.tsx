import { type ComponentPropsWithRef, useId } from 'react';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectFieldProps = ComponentPropsWithRef<'select'> & { label: string; options: readonly SelectOption[] };

/** A labelled native select: the phone's own picker, and no JavaScript of a custom dropdown. */
export function SelectField({ label, options, className, id, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className ? `light-field ${className}` : 'light-field'}>
      <label className="light-label" htmlFor={selectId}>
        {label}
      </label>
      <select className="light-input" id={selectId} {...selectProps}>
        {options.map((option) => (
          <option key={`${option.value}-${option.label}`} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import { type ComponentPropsWithRef, useId } from 'react';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectFieldProps = ComponentPropsWithRef<'select'> & { label: string; options: readonly SelectOption[] };

/**
 * A labelled native select: the phone's own picker, and no JavaScript of a custom dropdown. Unless
 * told otherwise it starts on the option valued '' ('Choose…', selectChoices), also in the HTML
 * drawn before the script: with no option marked, a browser shows the first one it can pick, as if
 * the visitor had picked it.
 */
export function SelectField({ label, options, className, id, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const start = selectProps.value === undefined ? { defaultValue: selectProps.defaultValue ?? '' } : {};
  return (
    <div className={className ? `light-field ${className}` : 'light-field'}>
      <label className="light-label" htmlFor={selectId}>
        {label}
      </label>
      <select className="light-input" id={selectId} {...selectProps} {...start}>
        {options.map((option) => (
          <option key={`${option.value}-${option.label}`} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

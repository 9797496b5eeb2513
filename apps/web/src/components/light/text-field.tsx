import { type ComponentPropsWithRef, useId } from 'react';

type TextFieldProps = ComponentPropsWithRef<'input'> & { label: string };

/** A labelled text input built from plain elements (see light.css). */
export function TextField({ label, className, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className ? `light-field ${className}` : 'light-field'}>
      <label className="light-label" htmlFor={inputId}>
        {label}
      </label>
      <input className="light-input" id={inputId} type="text" {...inputProps} />
    </div>
  );
}

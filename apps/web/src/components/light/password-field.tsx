import { copy } from '@intake/contracts/copy/shared';
import { type ComponentPropsWithRef, useId, useState } from 'react';

type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: string };

/** A labelled password input with a Show/Hide toggle, so a phone user can check what they typed. */
export function PasswordField({ label, id, ...inputProps }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <div className="light-field">
      <label className="light-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="light-password">
        <input className="light-input" id={inputId} type={visible ? 'text' : 'password'} {...inputProps} />
        <button
          type="button"
          className="light-reveal"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={visible ? copy.hidePassword : copy.showPassword}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? copy.hide : copy.show}
        </button>
      </div>
    </div>
  );
}

import { companyFormsCopy } from '@intake/contracts/copy/company-forms';
import type { ComponentPropsWithRef } from 'react';

/** A field only bots fill: kept off screen, out of the tab order and away from screen readers. */
export function HoneypotField(props: ComponentPropsWithRef<'input'>) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        {companyFormsCopy.honeypot}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

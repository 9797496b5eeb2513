import { selfInviteCopy } from '@intake/contracts/copy/self-invite';
import type { ComponentPropsWithRef } from 'react';

/** A field only bots fill: kept off screen, out of the tab order and away from screen readers. */
export function HoneypotField(props: ComponentPropsWithRef<'input'>) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        {selfInviteCopy.honeypot}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

import type { KeyboardEvent } from 'react';

/** Enter without Shift sends the form from a multi-line field too; Shift+Enter adds a line. */
export function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

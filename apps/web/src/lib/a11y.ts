import type { ScrollAreaProps } from '@mantine/core';

/**
 * A table or list that scrolls sideways on a phone can be scrolled with the keyboard: its viewport
 * takes the focus (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export const focusableScroll = { viewportProps: { tabIndex: 0 } } satisfies ScrollAreaProps;

/** Warning text (brown): 6.6:1 on white, 5.7:1 on light yellow; Mantine's orange-9 gives 4.3:1, yellow-9 3:1. */
export const WARNING_TEXT = '#8a5300';

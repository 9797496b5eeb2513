import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock';

describe('the test clock', () => {
  it.each([
    [900, '15:00'],
    [899, '14:59'],
    [65, '01:05'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('shows %i seconds as %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });
});

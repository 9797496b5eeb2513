import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './counts.ts';

describe('formatCount', () => {
  it('groups thousands as en-GB does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-12345)).toBe('-12,345');
  });

  it('writes every whole number as toLocaleString does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-GB'));
      }),
    );
  });
});

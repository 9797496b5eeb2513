import { describe, expect, it } from 'vitest';
import { fromWireDate, toWireDate, toWireTime } from './session-format';

describe('session date and time formats', () => {
  it('turns the date input value into dd-MM-yyyy and back', () => {
    expect(toWireDate('2030-03-04')).toBe('04-03-2030');
    expect(fromWireDate('04-03-2030')).toBe('2030-03-04');
    expect(toWireDate('')).toBe('');
    expect(fromWireDate('2030-03-04')).toBe('');
  });

  it('keeps HH:mm, drops seconds and refuses nonsense', () => {
    expect(toWireTime('09:05')).toBe('09:05');
    expect(toWireTime('23:59:30')).toBe('23:59');
    expect(toWireTime('24:00')).toBe('');
    expect(toWireTime('')).toBe('');
  });
});

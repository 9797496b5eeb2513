import { describe, expect, it } from 'vitest';
import { fromWireDate, isoToday, isPast, quarterHours, toWireDate, toWireTime } from './wire-dates';

describe('wire dates and times', () => {
  it('lists the 96 quarter hours of a day, 24-hour', () => {
    expect(quarterHours).toHaveLength(96);
    expect(quarterHours[0]).toBe('00:00');
    expect(quarterHours[53]).toBe('13:15');
    expect(quarterHours.at(-1)).toBe('23:45');
  });

  it('calls yesterday, and earlier today, the past', () => {
    const now = new Date(2030, 2, 10, 9, 20);
    expect(isoToday(now)).toBe('2030-03-10');
    expect(isPast('2030-03-09', '23:45', now)).toBe(true);
    expect(isPast('2030-03-10', '09:15', now)).toBe(true);
    expect(isPast('2030-03-10', '09:30', now)).toBe(false);
    expect(isPast('2030-03-11', '00:00', now)).toBe(false);
    expect(isPast('2030-03-10', '', now)).toBe(false);
  });

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

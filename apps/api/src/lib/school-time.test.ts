import { describe, expect, it } from 'vitest';
import { formatSchoolDate, formatSchoolTime, formatTwelveHour, toInstant } from './school-time.ts';

describe('school time', () => {
  it('reads dd-MM-yyyy HH:mm on the Lagos clock (UTC+1)', () => {
    expect(toInstant('05-12-2026', '10:30', 'Africa/Lagos')?.toISOString()).toBe('2026-12-05T09:30:00.000Z');
  });

  it('refuses impossible dates and times', () => {
    expect(toInstant('31-02-2026', '10:00', 'Africa/Lagos')).toBeUndefined();
    expect(toInstant('2026-12-05', '10:00', 'Africa/Lagos')).toBeUndefined();
    expect(toInstant('05-12-2026', '24:00', 'Africa/Lagos')).toBeUndefined();
  });

  it('handles a zone with daylight saving', () => {
    expect(toInstant('01-07-2026', '12:00', 'Europe/London')?.toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(toInstant('01-01-2026', '12:00', 'Europe/London')?.toISOString()).toBe('2026-01-01T12:00:00.000Z');
  });

  it('formats back to the wire formats and the 12-hour display', () => {
    const instant = new Date('2026-12-05T14:05:00Z');
    expect(formatSchoolDate(instant, 'Africa/Lagos')).toBe('05-12-2026');
    expect(formatSchoolTime(instant, 'Africa/Lagos')).toBe('15:05');
    expect(formatTwelveHour('15:05')).toBe('3:05 PM');
    expect(formatTwelveHour('00:15')).toBe('12:15 AM');
    expect(formatTwelveHour('12:00')).toBe('12:00 PM');
  });
});

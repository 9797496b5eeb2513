import { describe, expect, it } from 'vitest';
import { formatSessionDate, formatTime12h } from './session-time';

describe('formatTime12h', () => {
  it.each([
    ['14:30', '2:30 PM'],
    ['00:00', '12:00 AM'],
    ['00:05', '12:05 AM'],
    ['09:15', '9:15 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:45', '12:45 PM'],
    ['23:59', '11:59 PM'],
    ['7:05', '7:05 AM'],
  ])('%s → %s', (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });

  it.each(['24:00', '14:60', 'noon', ''])('leaves %j as it came', (time) => {
    expect(formatTime12h(time)).toBe(time);
  });
});

describe('formatSessionDate', () => {
  it('writes dd-MM-yyyy out in words, without shifting the day', () => {
    expect(formatSessionDate('14-03-2030')).toBe('Thursday, 14 March 2030');
    expect(formatSessionDate('01-01-2031')).toBe('Wednesday, 1 January 2031');
  });

  it.each(['31-02-2030', '2030-03-14', 'soon'])('leaves %j as it came', (date) => {
    expect(formatSessionDate(date)).toBe(date);
  });
});

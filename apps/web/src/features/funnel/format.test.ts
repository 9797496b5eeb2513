import { describe, expect, it } from 'vitest';
import { formatMinutes, formatShare, funnelFileName } from './format';

describe('funnel formats', () => {
  it('writes shares as percentages with one decimal', () => {
    expect(formatShare(0.8)).toBe('80 %');
    expect(formatShare(1 / 3)).toBe('33.3 %');
    expect(formatShare(null)).toBe('–');
  });

  it('writes times in minutes, hours and days', () => {
    expect(formatMinutes(null)).toBe('–');
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(59)).toBe('59 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(200)).toBe('3 h 20 min');
    expect(formatMinutes(1440)).toBe('1 d');
    expect(formatMinutes(3180)).toBe('2 d 5 h');
  });

  it('names the file after the cohort', () => {
    expect(funnelFileName('Cohort JANUARY 2027!')).toBe('funnel-cohort-january-2027');
  });
});

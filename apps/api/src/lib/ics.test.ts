import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics.ts';

describe('buildIcs', () => {
  const ics = buildIcs(
    {
      uid: 'abc@intake',
      start: new Date('2026-12-05T09:30:00Z'),
      durationMinutes: 90,
      summary: 'Information session; Intake, Lagos',
      description: `Join here: https://meet.example.org/${'x'.repeat(100)}`,
      location: 'Online',
    },
    new Date('2026-11-22T10:00:00Z'),
  );

  it('describes one event in UTC with its end', () => {
    expect(ics).toContain('DTSTART:20261205T093000Z');
    expect(ics).toContain('DTEND:20261205T110000Z');
    expect(ics).toContain('DTSTAMP:20261122T100000Z');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines to 75 octets', () => {
    expect(ics).toContain('SUMMARY:Information session\\; Intake\\, Lagos');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

import ICAL from 'ical.js';
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

describe('an invitation (METHOD:REQUEST)', () => {
  const ics = buildIcs(
    {
      uid: 'booking-1@intake',
      start: new Date('2026-12-05T09:30:00Z'),
      durationMinutes: 30,
      summary: 'Admission interview',
      description: 'By phone',
      location: 'phone',
      sequence: 0,
      status: 'CONFIRMED',
      organizer: { name: 'Intake: Admissions, Lagos; "Main"', email: 'admissions@intake.test' },
      attendee: { name: 'Ada Obi', email: 'ada@example.com' },
    },
    new Date('2026-11-22T10:00:00Z'),
    'REQUEST',
  );

  it('names the attendee and quotes the CN parameters', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('ATTENDEE;CN="Ada Obi";RSVP=FALSE:mailto:ada@example.com');
    expect(unfolded).toContain(
      `ORGANIZER;CN="Intake: Admissions, Lagos; 'Main'":mailto:admissions@intake.test`,
    );
  });

  it('parses with an iCalendar library, the names read back whole', () => {
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    const attendee = event?.getFirstProperty('attendee');
    expect(attendee?.getFirstValue()).toBe('mailto:ada@example.com');
    expect(attendee?.getParameter('cn')).toBe('Ada Obi');
    expect(attendee?.getParameter('rsvp')).toBe('FALSE');
    expect(event?.getFirstProperty('organizer')?.getParameter('cn')).toBe(
      "Intake: Admissions, Lagos; 'Main'",
    );
  });
});

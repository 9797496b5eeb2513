import { describe, expect, it } from 'vitest';
import {
  type AvailabilityWindow,
  clashes,
  expandSlots,
  freeSlots,
  isoWeekdayOf,
  poolSlots,
} from './booking-slots.ts';

const LAGOS = 'Africa/Lagos';
const window = (overrides: Partial<AvailabilityWindow>): AvailabilityWindow => ({
  elderId: 'elder-a',
  kind: 'one-off',
  weekday: null,
  onDate: '10-12-2026',
  startTime: '09:00',
  endTime: '11:00',
  lengthMinutes: 30,
  bufferMinutes: 10,
  method: 'phone',
  meetingLink: null,
  place: null,
  ...overrides,
});
const from = new Date('2026-12-01T00:00:00Z');
const to = new Date('2026-12-31T00:00:00Z');
const starts = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());

describe('availability to slots', () => {
  it('cuts a window into length + buffer steps on the Lagos clock (UTC+1, no DST)', () => {
    const slots = expandSlots([window({})], new Map(), from, to, LAGOS);
    expect(starts(slots)).toEqual([
      '2026-12-10T08:00:00.000Z',
      '2026-12-10T08:40:00.000Z',
      '2026-12-10T09:20:00.000Z',
    ]);
    expect(slots[0]?.endsAt.toISOString()).toBe('2026-12-10T08:30:00.000Z');
  });

  it('lays a window starting at Lagos midnight across midnight UTC, all on the Lagos date', () => {
    const slots = expandSlots(
      [window({ startTime: '00:00', endTime: '02:00', bufferMinutes: 15 })],
      new Map(),
      from,
      to,
      LAGOS,
    );
    expect(starts(slots)).toEqual([
      '2026-12-09T23:00:00.000Z',
      '2026-12-09T23:45:00.000Z',
      '2026-12-10T00:30:00.000Z',
    ]);
    expect(poolSlots(slots, LAGOS).map((slot) => slot.schoolDate)).toEqual([
      '10-12-2026',
      '10-12-2026',
      '10-12-2026',
    ]);
  });

  it('runs a weekly window whose end is before its start into the next day', () => {
    // 10-12-2026 is a Thursday (ISO 4).
    expect(isoWeekdayOf('10-12-2026')).toBe(4);
    const slots = expandSlots(
      [
        window({
          kind: 'weekly',
          weekday: 4,
          onDate: null,
          startTime: '22:30',
          endTime: '00:30',
          lengthMinutes: 60,
          bufferMinutes: 0,
        }),
      ],
      new Map(),
      new Date('2026-12-10T00:00:00Z'),
      new Date('2026-12-12T00:00:00Z'),
      LAGOS,
    );
    expect(starts(slots)).toEqual(['2026-12-10T21:30:00.000Z', '2026-12-10T22:30:00.000Z']);
    expect(poolSlots(slots, LAGOS).map((slot) => `${slot.schoolDate} ${slot.schoolTime}`)).toEqual([
      '10-12-2026 22:30',
      '10-12-2026 23:30',
    ]);
  });

  it('repeats weekly and leaves out the days off', () => {
    const weekly = window({ kind: 'weekly', weekday: 4, onDate: null, startTime: '10:00', endTime: '10:30' });
    const all = expandSlots([weekly], new Map(), from, to, LAGOS);
    expect(starts(all)).toEqual([
      '2026-12-03T09:00:00.000Z',
      '2026-12-10T09:00:00.000Z',
      '2026-12-17T09:00:00.000Z',
      '2026-12-24T09:00:00.000Z',
    ]);
    const off = expandSlots([weekly], new Map([['elder-a', new Set(['17-12-2026'])]]), from, to, LAGOS);
    expect(starts(off)).not.toContain('2026-12-17T09:00:00.000Z');
    expect(off).toHaveLength(3);
  });

  it('frees only the slots a booking of the same elder does not reach, buffer included', () => {
    const slots = expandSlots([window({}), window({ elderId: 'elder-b' })], new Map(), from, to, LAGOS);
    const booked = {
      elderId: 'elder-a',
      startsAt: new Date('2026-12-10T08:40:00Z'),
      endsAt: new Date('2026-12-10T09:10:00Z'),
      bufferMinutes: 10,
    };
    expect(clashes(slots[0] as never, booked)).toBe(false);
    const free = freeSlots(slots, [booked]);
    expect(free.filter((slot) => slot.elderId === 'elder-a')).toHaveLength(2);
    expect(free.filter((slot) => slot.elderId === 'elder-b')).toHaveLength(3);
    // Pooled: one slot per time however many elders are free then.
    expect(poolSlots(free, LAGOS)).toHaveLength(3);
  });
});

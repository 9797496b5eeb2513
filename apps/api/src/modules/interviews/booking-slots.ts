import { formatSchoolDate, formatSchoolTime, toInstant } from '../../lib/school-time.ts';

/** A stored availability window of one elder (school-clock times; see interview_availability). */
export interface AvailabilityWindow {
  elderId: string;
  kind: 'weekly' | 'one-off';
  weekday: number | null;
  onDate: string | null;
  startTime: string;
  endTime: string;
  lengthMinutes: number;
  bufferMinutes: number;
  method: string;
  meetingLink: string | null;
  place: string | null;
}

export interface ElderSlot {
  elderId: string;
  startsAt: Date;
  endsAt: Date;
  bufferMinutes: number;
  method: string;
  meetingLink: string | null;
  place: string | null;
}

export interface BusyRange {
  elderId: string;
  startsAt: Date;
  endsAt: Date;
  bufferMinutes: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** dd-MM-yyyy as a UTC midnight, for calendar arithmetic on the school's dates. */
const dayNumber = (date: string) => {
  const [day, month, year] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};
const dateOfDayNumber = (utcMidnight: number) => {
  const d = new Date(utcMidnight);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
};
/** ISO weekday (1 = Monday) of a school date. */
export const isoWeekdayOf = (date: string) => ((new Date(dayNumber(date)).getUTCDay() + 6) % 7) + 1;

/**
 * Every slot the windows offer that starts within [from, to]: windows are laid on each school date
 * (a window whose end is at or before its start ends the next day), cut into length + buffer steps,
 * and a slot starting on one of the elder's days off is left out.
 */
export function expandSlots(
  windows: AvailabilityWindow[],
  daysOff: Map<string, Set<string>>,
  from: Date,
  to: Date,
  timeZone: string,
): ElderSlot[] {
  const slots: ElderSlot[] = [];
  // From the day before: a window crossing midnight may reach into the first day.
  const first = dayNumber(formatSchoolDate(from, timeZone)) - DAY_MS;
  const last = dayNumber(formatSchoolDate(to, timeZone));
  for (let day = first; day <= last; day += DAY_MS) {
    const date = dateOfDayNumber(day);
    const weekday = isoWeekdayOf(date);
    for (const window of windows) {
      const applies = window.kind === 'weekly' ? window.weekday === weekday : window.onDate === date;
      if (!applies) continue;
      const start = toInstant(date, window.startTime, timeZone);
      const crossesMidnight = window.endTime <= window.startTime;
      const end = toInstant(crossesMidnight ? dateOfDayNumber(day + DAY_MS) : date, window.endTime, timeZone);
      if (!start || !end) continue;
      const length = window.lengthMinutes * MINUTE_MS;
      const step = length + window.bufferMinutes * MINUTE_MS;
      for (let at = start.getTime(); at + length <= end.getTime(); at += step) {
        if (at < from.getTime() || at > to.getTime()) continue;
        const startsAt = new Date(at);
        if (daysOff.get(window.elderId)?.has(formatSchoolDate(startsAt, timeZone))) continue;
        slots.push({
          elderId: window.elderId,
          startsAt,
          endsAt: new Date(at + length),
          bufferMinutes: window.bufferMinutes,
          method: window.method,
          meetingLink: window.meetingLink,
          place: window.place,
        });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Whether a slot clashes with a booking of the same elder, each kept its buffer apart. */
export function clashes(slot: ElderSlot, busy: BusyRange) {
  if (slot.elderId !== busy.elderId) return false;
  const gap = Math.max(slot.bufferMinutes, busy.bufferMinutes) * MINUTE_MS;
  return (
    slot.startsAt.getTime() < busy.endsAt.getTime() + gap &&
    busy.startsAt.getTime() < slot.endsAt.getTime() + gap
  );
}

export const freeSlots = (slots: ElderSlot[], busy: BusyRange[]) =>
  slots.filter((slot) => !busy.some((range) => clashes(slot, range)));

/** The slots as the applicant sees them: one per start and method, however many elders are free then. */
export function poolSlots(slots: ElderSlot[], timeZone: string) {
  const seen = new Set<string>();
  const pooled = [];
  for (const slot of slots) {
    const key = `${slot.startsAt.toISOString()}|${slot.method}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pooled.push({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      method: slot.method as 'phone' | 'ONLINE' | 'Offline',
      schoolDate: formatSchoolDate(slot.startsAt, timeZone),
      schoolTime: formatSchoolTime(slot.startsAt, timeZone),
    });
  }
  return pooled;
}

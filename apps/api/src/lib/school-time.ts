/** Wall-clock dates (dd-MM-yyyy) and times (HH:mm) of the school's time zone, to and from instants. */

// The 12-hour time is the screens' too (packages/contracts/src/school-clock.ts).
export { formatTwelveHour } from '@intake/contracts/school-clock';

const DATE_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

// Making a formatter costs far more than using one; slot lists format hundreds of instants.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsIn(instant: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
    weekday: get('weekday'),
  };
}

/** The instant at which the school's clock shows this date and time; undefined for an impossible date. */
export function toInstant(date: string, time: string, timeZone: string): Date | undefined {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return undefined;
  const [day, month, year] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return undefined;
  // Shift by the zone's offset at that moment (twice, to settle across a DST change).
  let instant = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const p = partsIn(new Date(instant), timeZone);
    const shown = Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
    );
    instant += asUtc - shown;
  }
  return new Date(instant);
}

export function formatSchoolDate(instant: Date, timeZone: string) {
  const p = partsIn(instant, timeZone);
  return `${p.day}-${p.month}-${p.year}`;
}

export function formatSchoolTime(instant: Date, timeZone: string) {
  const p = partsIn(instant, timeZone);
  return `${p.hour}:${p.minute}`;
}

export function weekdayOf(instant: Date, timeZone: string) {
  return partsIn(instant, timeZone).weekday;
}

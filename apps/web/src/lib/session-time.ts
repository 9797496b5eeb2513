import { onFirstUse } from './format';

/** The school's time zone: session dates and times are given in it (docs/spec/portal-spec.md §3, API contract). */
export const SCHOOL_TIME_ZONE = 'Africa/Lagos';

/** '14:30' → '2:30 PM', '00:05' → '12:05 AM', '12:00' → '12:00 PM'. Anything else is shown as it came. */
export function formatTime12h(time: string): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}

const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** '14-03-2030' (dd-MM-yyyy) → 'Thursday, 14 March 2030'. Anything else is shown as it came. */
export function formatSessionDate(date: string): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date.trim());
  if (!match) return date;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  // 31-02-2030 would roll over into March; show such a date as it came rather than a wrong one.
  if (value.getUTCDate() !== day || value.getUTCMonth() !== month - 1) return date;
  return dateFormat().format(value);
}

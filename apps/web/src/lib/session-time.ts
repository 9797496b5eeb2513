import { onFirstUse } from './format';

// The e-mails' own 12-hour time (issue 19.8), under the name the screens already use.
export { formatTwelveHour as formatTime12h } from '@intake/contracts/school-clock';

/** The school's time zone: session dates and times are given in it (docs/spec/portal-spec.md §3, API contract). */
export const SCHOOL_TIME_ZONE = 'Africa/Lagos';

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

import { onFirstUse } from './format';

// Staff read dates as the school writes them (dd-MM-yyyy) and times in 12 hours, as the spec shows.
const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    }),
);
/** '25-11-2026, 2:05 pm' → as the school writes it: '25-11-2026, 2:05 PM'. */
export const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTime()
    .format(date)
    .replace(/\//g, '-')
    .replace(/\b(am|pm)\b/i, (suffix) => suffix.toUpperCase());
};

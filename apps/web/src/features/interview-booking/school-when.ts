import { bookingScreenCopy as copy } from '@intake/contracts/copy/interview-booking';
import { formatTwelveHour } from '@intake/contracts/school-clock';
import { viewerTime, viewerTimeZone } from './components/slot-picker';

/** An interview's day and time in the school's zone, with the viewer's own time beside it when it differs. */
export function schoolWhen(startsAt: string, zone: string) {
  const instant = new Date(startsAt);
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(instant);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  const own = viewerTime(startsAt, zone, viewerTimeZone());
  return `${date} ${formatTwelveHour(time)}${own ? ` (${copy.yourTime(own)})` : ''}`;
}

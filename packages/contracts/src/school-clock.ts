/**
 * Times as the school writes them (spec: 12-hour, e.g. '2:30 PM'), declared once for the e-mails
 * and the screens, so an interview or a session reads the same in both. No zod: the first screens
 * import it.
 */

/** '14:30' → '2:30 PM', '00:05' → '12:05 AM', '12:00' → '12:00 PM'. Anything else is shown as it came. */
export function formatTwelveHour(time: string): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}

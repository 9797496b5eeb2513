/** A minimal iCalendar (RFC 5545) invitation that calendar apps import from an e-mail attachment. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  url?: string;
  /** RFC 5546: rises on every change so that calendar apps replace the event they hold. */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED';
  /** The organiser's address; METHOD:REQUEST and CANCEL need one. */
  organizer?: { name: string; email: string };
  /** The invited person (RFC 5546: METHOD:REQUEST and CANCEL name at least one attendee). */
  attendee?: { name: string; email: string };
}

/** PUBLISH for a plain attachment or feed; REQUEST for a new or moved booking; CANCEL removes it. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * A parameter value (RFC 5545 §3.1 param-value): double quotes cannot be escaped, so they become
 * single ones, line breaks go, and the value is quoted (DQUOTE is required around ; : and ,).
 */
export const paramValue = (value: string) =>
  `"${value
    .replace(/"/g, "'")
    .replace(/[\r\n\t]+/g, ' ')
    .trim()}"`;

/** Folds lines longer than 75 octets, as the format requires. */
function fold(line: string) {
  const chunks: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut -= 1;
    chunks.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  chunks.push(rest);
  return chunks.join('\r\n');
}

function eventLines(event: CalendarEvent, now: Date) {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(end)}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    ...(event.attendee
      ? [`ATTENDEE;CN=${paramValue(event.attendee.name)};RSVP=FALSE:mailto:${event.attendee.email}`]
      : []),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** A calendar of any number of events (a feed), all times in UTC. */
export function buildIcsCalendar(
  events: CalendarEvent[],
  method: CalendarMethod = 'PUBLISH',
  now = new Date(),
) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Intake//Admissions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function buildIcs(event: CalendarEvent, now = new Date(), method: CalendarMethod = 'PUBLISH') {
  return buildIcsCalendar([event], method, now);
}

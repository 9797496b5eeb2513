// The API takes dates as dd-MM-yyyy and times as HH:mm, 24-hour (docs/spec/portal-spec.md §5); native inputs give
// yyyy-MM-dd and HH:mm(:ss). These convert between them.

const pad = (n: number) => String(n).padStart(2, '0');

/** Every quarter hour of the day, 24-hour: '00:00', '00:15', … '23:45'. */
export const quarterHours: string[] = Array.from(
  { length: 96 },
  (_, i) => `${pad(Math.floor(i / 4))}:${pad((i % 4) * 15)}`,
);

/** Today as yyyy-MM-dd in the browser's time zone (the native date input's value format). */
export const isoToday = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** A native date input's yyyy-MM-dd as the API's dd-MM-yyyy; '' when incomplete. */
export function toWireDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** The API's dd-MM-yyyy as a native date input's yyyy-MM-dd. */
export function fromWireDate(value: string): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** A native time input's HH:mm (or HH:mm:ss) as the API's HH:mm. */
export function toWireTime(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(:\d{2})?$/.exec(value);
  return match ? `${match[1]}:${match[2]}` : '';
}

/** True when the chosen day (yyyy-MM-dd) and time (HH:mm) have passed. */
export function isPast(isoDate: string, time: string, now = new Date()): boolean {
  const today = isoToday(now);
  if (isoDate < today) return true;
  if (isoDate > today || !time) return false;
  return time <= `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

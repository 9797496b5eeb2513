/** A native date input's yyyy-MM-dd as the API's dd-MM-yyyy (spec §5); '' when incomplete. */
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

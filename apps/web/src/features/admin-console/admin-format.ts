/** NGN with thousands separators, as the rest of the portal shows money. */
export const formatNaira = (amount: number) =>
  `NGN ${amount.toLocaleString('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/** An audit timestamp in the admin's own time zone. */
export const formatWhen = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
};

/** An audit entry's details as short `key: value` text. */
export const formatDetails = (details: Record<string, unknown> | null) =>
  details
    ? Object.entries(details)
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join(', ')
    : '';

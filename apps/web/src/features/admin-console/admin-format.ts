import { formatDateTime } from '../../lib/date-time';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** 'newRole' → 'new role'. */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const readableValue = (value: unknown): string =>
  typeof value === 'string' && isoTimestamp.test(value)
    ? formatDateTime(value)
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/**
 * An audit entry's details as short `key: value` text in words (issue 19.8): record ids mean
 * nothing to staff and are left out, timestamps read as the school writes them.
 */
export const formatDetails = (details: Record<string, unknown> | null) =>
  details
    ? Object.entries(details)
        .filter(([, value]) => !(typeof value === 'string' && uuid.test(value)))
        .map(([key, value]) => `${words(key)}: ${readableValue(value)}`)
        .join(', ')
    : '';

/** The browser's own IANA time zone: shown beside the school's, and sent with a booking for its messages. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

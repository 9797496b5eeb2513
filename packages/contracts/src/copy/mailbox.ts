/** The words of the development mailbox (/dev/mailbox, never served in production). */
export const mailboxCopy = {
  title: 'Mailbox (development only)',
  empty: 'No messages yet.',
} as const;

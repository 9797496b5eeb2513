/** The info-session ticket: booked from the dashboard or the self-invite form, or sent again. */
export const infoSessionInviteMailCopy = {
  subject: 'Your information session ticket',
  greeting: (firstName: string) => `Hello ${firstName},`,
  booked: (sessionDetails: string) => `You are booked for our information session: ${sessionDetails}.`,
  online:
    'It is a virtual session. Use the button below at the scheduled time to join; it opens 15 minutes before the start.',
  venue: (venueAddress: string) => `It is a physical session. The venue: ${venueAddress}.`,
  directions: (venueDirections: string) => `How to get there: ${venueDirections}`,
  calendar: 'The calendar invitation attached adds the session to your calendar.',
  action: 'Join the information session',
  footer: 'We cannot wait to chat with you!',
  /** The greeting's name for a guest of the self-invite, who gave only an e-mail address. */
  guestName: 'there',
  /** The attached calendar event. */
  calendarTitle: 'Information session',
  calendarJoin: (joinLink: string) => `Join: ${joinLink}`,
};

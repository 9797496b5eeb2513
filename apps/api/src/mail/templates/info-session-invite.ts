import { renderMail } from './layout.ts';

/** Where the session takes place: a join link for an online one, the venue for an offline one. */
export type SessionPlace =
  | { mode: 'Online'; joinLink: string }
  | { mode: 'Offline'; venueAddress: string; venueDirections?: string | undefined; joinLink?: string };

const placeParagraphs = (place: SessionPlace) =>
  place.mode === 'Online'
    ? [
        'It is a virtual session. Use the button below at the scheduled time to join; it opens 15 minutes before the start.',
      ]
    : [
        `It is a physical session. The venue: ${place.venueAddress}.`,
        ...(place.venueDirections ? [`How to get there: ${place.venueDirections}`] : []),
      ];

export const renderInfoSessionInviteMail = (data: {
  firstName: string;
  sessionDetails: string;
  place: SessionPlace;
}) =>
  renderMail({
    subject: 'Your information session ticket',
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      `You are booked for our information session: ${data.sessionDetails}.`,
      ...placeParagraphs(data.place),
      'The calendar invitation attached adds the session to your calendar.',
    ],
    ...(data.place.joinLink
      ? { action: { label: 'Join the information session', url: data.place.joinLink } }
      : {}),
    footer: ['We cannot wait to chat with you!'],
  });

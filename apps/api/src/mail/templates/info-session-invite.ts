import { infoSessionInviteMailCopy as copy } from '@intake/contracts/copy/email-info-sessions';
import { renderMail } from './layout.ts';

/** Where the session takes place: a join link for an online one, the venue for an offline one. */
export type SessionPlace =
  | { mode: 'Online'; joinLink: string }
  | { mode: 'Offline'; venueAddress: string; venueDirections?: string | undefined; joinLink?: string };

const placeParagraphs = (place: SessionPlace) =>
  place.mode === 'Online'
    ? [copy.online]
    : [
        copy.venue(place.venueAddress),
        ...(place.venueDirections ? [copy.directions(place.venueDirections)] : []),
      ];

export const renderInfoSessionInviteMail = (data: {
  firstName: string;
  sessionDetails: string;
  place: SessionPlace;
}) =>
  renderMail({
    subject: copy.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: [copy.booked(data.sessionDetails), ...placeParagraphs(data.place), copy.calendar],
    ...(data.place.joinLink ? { action: { label: copy.action, url: data.place.joinLink } } : {}),
    footer: [copy.footer],
  });

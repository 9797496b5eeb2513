import { messages } from '../messages.ts';

/** The self-invite form and its confirmation (docs/spec/portal-spec.md §2 "Information session self-invite"). */
export const selfInviteCopy = {
  email: 'Email',
  preferredInfoSession: messages.preferredInfoSession,
  choose: 'Choose a session',
  receiveInvitationEmail: messages.receiveInvitationEmail,
  loading: 'Loading sessions…',
  noSessions: 'There are no upcoming information sessions at the moment. Please check back soon.',
  chooseSession: 'Please choose your preferred InfoSession',
  when: 'When',
  inviteConfirmation: 'Invite confirmation',
  yourSession: 'Your session',
  yourEmail: 'Your e-mail',
  checkMail: messages.checkMailForTicket,
  ensureAvailable: messages.ensureAvailable,
  cantWaitToChat: messages.cantWaitToChat,
  illustration: 'A calendar with the session ticked',
  /** The hidden honeypot field; people never see it. */
  honeypot: 'Leave this field empty',
} as const;

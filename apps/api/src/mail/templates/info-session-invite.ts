import { renderMail } from './layout.ts';

export const renderInfoSessionInviteMail = (data: {
  firstName: string;
  sessionDetails: string;
  mode: 'Online' | 'Offline';
  joinLink: string;
}) =>
  renderMail({
    subject: 'Your information session ticket',
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      `You are booked for our information session: ${data.sessionDetails}.`,
      data.mode === 'Online'
        ? 'It is a virtual session. Use the button below at the scheduled time to join; it opens 15 minutes before the start.'
        : 'It is a physical session. Use the button below at the scheduled time for the venue details; it opens 15 minutes before the start.',
      'The calendar invitation attached adds the session to your calendar.',
    ],
    action: { label: 'Join the information session', url: data.joinLink },
    footer: ['We cannot wait to chat with you!'],
  });

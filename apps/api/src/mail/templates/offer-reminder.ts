import { offerReminderMailCopy as copy } from '@intake/contracts/copy/email-admissions';
import { renderMail } from './layout.ts';

/** The one reminder of an unanswered offer, 48 hours before it lapses. */
export const renderOfferReminderMail = (data: { firstName: string; answerLink: string; deadline: string }) =>
  renderMail({
    subject: copy.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: copy.paragraphs(data.deadline),
    action: { label: copy.action, url: data.answerLink },
  });

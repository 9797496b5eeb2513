import { bookingMailCopy as copy } from '@intake/contracts/copy/email-interview-booking';
import { renderMail } from './layout.ts';

/** The applicant's booking e-mails (issue 26): one layout, the paragraphs and button vary. */
export const renderBookingMail = (data: {
  subject: string;
  firstName: string;
  paragraphs: string[];
  action: { label: string; url: string };
}) =>
  renderMail({
    subject: data.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: data.paragraphs,
    action: data.action,
  });

/** To admins: an applicant missed a second interview. */
export const renderSecondNoShowMail = (data: {
  applicantName: string;
  applicantEmail: string;
  when: string;
  profileLink: string;
}) =>
  renderMail({
    subject: copy.noShowTwice.subject(data.applicantName),
    greeting: copy.noShowTwice.greeting,
    paragraphs: [copy.noShowTwice.body(data.applicantName, data.applicantEmail, data.when)],
    action: { label: copy.noShowTwice.action, url: data.profileLink },
  });

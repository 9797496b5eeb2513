import { reminderMailCopy as copy } from '@intake/contracts/copy/email-reminders';
import type { ReminderStep } from '@intake/contracts/reminders';
import { renderMail } from './layout.ts';

/** To an applicant stalled at a step (or with an event ahead): the one link back to that step. */
export const renderStepReminderMail = (data: {
  step: ReminderStep;
  firstName: string;
  /** When the event is, in the school's time zone; empty for a stall. */
  when: string;
  link: string;
}) => {
  const step = copy.steps[data.step];
  return renderMail({
    subject: step.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: [step.body(data.when)],
    action: { label: step.action, url: data.link },
    footer: [copy.footer],
  });
};

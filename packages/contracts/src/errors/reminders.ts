import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** The reminder settings of the admin console (issue 23.3). */
export const reminderErrors = defineErrors({
  /** An event happens once: a second reminder of it would come after it. */
  eventReminderRepeats: {
    status: 422,
    code: errorCodes.rule,
    message: 'A reminder before an information session or interview is sent once; it cannot repeat.',
  },
  eventReminderTooEarly: {
    status: 422,
    code: errorCodes.rule,
    message:
      'A reminder before an information session or interview can be sent at most 168 hours (a week) ahead.',
  },
});

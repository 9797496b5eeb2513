import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** Bulk actions on the records list (issue 22.6). */
export const bulkActionErrors = defineErrors({
  actionNotFound: { status: 404, code: errorCodes.notFound, message: 'There is no such bulk action.' },
  /** Inviting to a session and messaging many applicants are the admins' (decision 0077). */
  kindNotAllowed: {
    status: 403,
    code: errorCodes.forbidden,
    message: 'Only an admin can start this bulk action.',
  },
  /** The screen makes a new key for each confirmation; a key sent with another kind is a mistake. */
  keyReused: {
    status: 409,
    code: errorCodes.conflict,
    message: 'This request key belongs to another bulk action. Reload the page and try again.',
  },
  noApplicants: {
    status: 400,
    code: errorCodes.validation,
    message: 'No applicants match this filter.',
  },
  filterTooLarge: {
    status: 400,
    code: errorCodes.validation,
    message: 'This filter matches more than 10,000 applicants. Narrow it (stage or search) and try again.',
  },
  unknownApplicants: {
    status: 400,
    code: errorCodes.validation,
    message: 'Some selected applicants no longer exist. Reload the list and select again.',
  },
  unknownSession: {
    status: 400,
    code: errorCodes.validation,
    message: 'There is no such information session.',
  },
  sessionStarted: {
    status: 400,
    code: errorCodes.validation,
    message: 'This information session has already started. Choose an upcoming one.',
  },
});

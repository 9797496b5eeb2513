import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { FILE_MAX_BYTES } from '../files.ts';
import { messages } from '../messages.ts';

/** Uploading a file, reading a stored one, and making an upload the profile picture. */
export const fileErrors = defineErrors({
  empty: { status: 400, code: errorCodes.validation, message: 'The file is empty.' },
  tooLarge: {
    status: 413,
    code: errorCodes.tooLarge,
    message: `Files can be at most ${FILE_MAX_BYTES / 1024 / 1024} MB.`,
  },
  unsupported: {
    status: 415,
    code: errorCodes.unsupportedFile,
    message: 'Upload a JPEG, PNG or WebP image, or a PDF document.',
  },
  /** With the unused files and bytes and the quota's limits in `details`. */
  quotaReached: { status: 429, code: errorCodes.uploadQuota, message: messages.uploadQuotaReached },
  notFound: { status: 404, code: errorCodes.notFound, message: 'No such file.' },
  pictureNotUploaded: {
    status: 400,
    code: errorCodes.validation,
    message: 'Upload the picture first, then save it.',
  },
  pictureNotImage: {
    status: 400,
    code: errorCodes.validation,
    message: 'A profile picture must be a JPEG, PNG or WebP image.',
  },
});

import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { SCHOOL_LOGO_MAX_BYTES } from '../school.ts';

/** The school's logo: uploading it (the admin console) and serving it. */
export const settingsErrors = defineErrors({
  logoMissing: { status: 404, code: errorCodes.notFound, message: 'No logo has been uploaded.' },
  logoEmpty: { status: 400, code: errorCodes.validation, message: 'The file is empty.' },
  logoTooLarge: {
    status: 413,
    code: errorCodes.tooLarge,
    message: `A logo can be at most ${SCHOOL_LOGO_MAX_BYTES / 1024} KB.`,
  },
  logoNotImage: {
    status: 415,
    code: errorCodes.unsupportedFile,
    message: 'Upload the logo as a JPEG, PNG or WebP image.',
  },
});

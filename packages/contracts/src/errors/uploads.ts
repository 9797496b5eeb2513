import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** A file sent as multipart/form-data in the field "file" (apps/api/src/lib/multipart-file.ts, the errors plugin). */
export const uploadErrors = defineErrors({
  notMultipart: {
    status: 415,
    code: errorCodes.unsupportedMediaType,
    message: 'Send the file as multipart/form-data in the field "file".',
  },
  noFileField: { status: 400, code: errorCodes.validation, message: 'Send the file in the field "file".' },
  malformed: {
    status: 400,
    code: errorCodes.malformedUpload,
    message: 'The upload was cut off or malformed. Please try again.',
  },
});

/** Fastify's answer to a body of a content type no route reads; its status and code stay Fastify's. */
export const unsupportedContentTypeMessage = 'Unsupported content type.';

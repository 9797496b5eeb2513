import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The one file of a multipart/form-data request, sent in the field "file". */
export async function readFilePart(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in the field "file".',
    );
  }
  const part = await request.file();
  if (part?.fieldname !== 'file') {
    throw new AppError(400, 'VALIDATION_FAILED', 'Send the file in the field "file".');
  }
  return { filename: part.filename, content: await part.toBuffer() };
}

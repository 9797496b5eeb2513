import { fileErrors } from '@intake/contracts/errors/files';
import type { FastifyRequest } from 'fastify';
import { appError } from './app-error.ts';

/** The one file of a multipart/form-data request, sent in the field "file". */
export async function readFilePart(request: FastifyRequest) {
  if (!request.isMultipart()) throw appError(fileErrors.notMultipart);
  const part = await request.file();
  if (part?.fieldname !== 'file') throw appError(fileErrors.noFileField);
  return { filename: part.filename, content: await part.toBuffer() };
}

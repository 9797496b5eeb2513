import { uploadFile as uploadFileEndpoint } from '@intake/contracts/endpoints/files';
import type { UploadedFile } from '@intake/contracts/files';
import { callEndpoint } from '../../../lib/api-client';

/** Uploads the file as multipart/form-data in the field `file`, with the session token. */
export function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return callEndpoint(uploadFileEndpoint, { body });
}

import { type UploadedFile, uploadedFileSchema } from '@intake/contracts/files';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/files`: the file as multipart/form-data in the field `file`, with the session token. */
export function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest('/api/files', { method: 'POST', body, authenticated: true, schema: uploadedFileSchema });
}

import type { UploadedFile } from '@intake/contracts/files';
import { callEndpoint } from '../../../lib/api-client';

/** The picture's calls load with the first upload, not with the dashboard (the largest route). */
export const loadFileEndpoints = () => import('@intake/contracts/endpoints/files');

/** Uploads the file as multipart/form-data in the field `file`, with the session token. */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return callEndpoint((await loadFileEndpoints()).uploadFile, { body });
}

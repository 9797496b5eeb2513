import { type UploadedFile, uploadedFileSchema } from '@intake/contracts/files';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/files`: the proof as multipart/form-data in the field `file`, with the session token. */
export function uploadProofFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest('/api/files', { method: 'POST', body, authenticated: true, schema: uploadedFileSchema });
}

export const useUploadProofFileMutation = () => useMutation({ mutationFn: uploadProofFile });

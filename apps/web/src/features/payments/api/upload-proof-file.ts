import type { UploadedFile } from '@intake/contracts/files';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The proof as multipart/form-data in the field `file`, with the session token. The declaration
 * loads with the first upload, not with the dashboard it is opened from (the largest route).
 */
export async function uploadProofFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { uploadFile } = await import('@intake/contracts/endpoints/files');
  return callEndpoint(uploadFile, { body });
}

export const useUploadProofFileMutation = () => useMutation({ mutationFn: uploadProofFile });

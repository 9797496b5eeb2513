import { userDataSchema } from '@intake/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadFile } from './upload-file';

/** `PATCH /api/user/saveProfilePicture` with `{url}` (an uploaded image's secure_url); answers fresh user data. */
export const saveProfilePicture = (url: string) =>
  apiRequest('/api/user/saveProfilePicture', {
    method: 'PATCH',
    body: { url },
    authenticated: true,
    schema: userDataSchema,
  });

/** Uploads the picture, then makes it the profile picture; resolves with the fresh user data. */
export const uploadProfilePicture = async (file: File) => {
  const uploaded = await uploadFile(file);
  return saveProfilePicture(uploaded.secure_url);
};

export const useUploadProfilePictureMutation = () => useMutation({ mutationFn: uploadProfilePicture });

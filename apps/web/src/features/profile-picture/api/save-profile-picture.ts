import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { loadFileEndpoints, uploadFile } from './upload-file';

/** Saves `{url}` (an uploaded image's secure_url) as the picture; answers fresh user data. */
export const saveProfilePicture = async (url: string) =>
  callEndpoint((await loadFileEndpoints()).saveProfilePicture, { body: { url } });

/** Uploads the picture, then makes it the profile picture; resolves with the fresh user data. */
export const uploadProfilePicture = async (file: File) => {
  const uploaded = await uploadFile(file);
  return saveProfilePicture(uploaded.secure_url);
};

export const useUploadProfilePictureMutation = () => useMutation({ mutationFn: uploadProfilePicture });

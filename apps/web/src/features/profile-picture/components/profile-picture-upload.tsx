import { pictureCopy } from '@intake/contracts/copy/profile-picture';
import { Avatar, Button, FileButton, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { replaceSessionUser, useSessionUser } from '../../../lib/session';
import { useUploadProfilePictureMutation } from '../api/save-profile-picture';
import { useProfilePictureUrl } from '../use-profile-picture-url';
import { PICTURE_ACCEPT, pictureProblem } from '../validate-picture';

/**
 * The dashboard sidebar's profile picture (docs/spec/portal-spec.md §2): the current picture, or the first letter of the
 * first name, and 'Upload picture'. A chosen image is uploaded (`POST /api/files`), then saved as
 * the profile picture; the fresh user data the server answers replaces the stored one.
 */
export function ProfilePictureUpload() {
  const user = useSessionUser();
  const src = useProfilePictureUrl(user?.profilePictureUrl);
  const upload = useUploadProfilePictureMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const resetInput = useRef<() => void>(null);
  // Blocks a second upload before React has re-rendered the disabled button.
  const inFlight = useRef(false);

  if (!user) return null;
  const firstName = user.firstName;

  const onChoose = async (file: File | null) => {
    // Clearing the input lets the same file be chosen again after a failure.
    resetInput.current?.();
    if (!file || inFlight.current) return;
    setSaved(false);
    upload.reset();
    const reason = pictureProblem(file);
    setProblem(reason);
    if (reason) return;
    inFlight.current = true;
    try {
      const fresh = await upload.mutateAsync(file);
      replaceSessionUser(fresh);
      setSaved(true);
    } catch {
      // The mutation keeps the error; it shows below.
    } finally {
      inFlight.current = false;
    }
  };

  const failure = problem ?? (upload.isError ? errorMessage(upload.error) : null);

  return (
    <Stack gap="xs" align="center">
      <Avatar src={src} alt={pictureCopy.pictureAlt(firstName)} size={96} radius="50%">
        {firstName.charAt(0).toUpperCase()}
      </Avatar>
      <FileButton
        onChange={(file) => void onChoose(file)}
        accept={PICTURE_ACCEPT}
        resetRef={resetInput}
        disabled={upload.isPending}
        inputProps={{ 'aria-label': pictureCopy.uploadPicture }}
      >
        {(props) => (
          <Button {...props} type="button" variant="light" size="sm" disabled={upload.isPending}>
            {upload.isPending ? pictureCopy.uploading : pictureCopy.uploadPicture}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {pictureCopy.hint}
      </Text>
      {saved ? (
        <Text role="status" size="sm" c="teal.8">
          {pictureCopy.saved}
        </Text>
      ) : null}
      <FormError message={failure} />
    </Stack>
  );
}

import { pictureCopy } from '@intake/contracts/copy/profile-picture';
import { FILE_MAX_BYTES } from '@intake/contracts/files';

/** The picture types the server keeps as profile pictures (IMAGE_FORMATS: jpg, png, webp). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

/**
 * Why a chosen file cannot be a profile picture, or null if it may be sent (docs/spec/portal-spec.md §9: images only).
 * The server checks the content too; this saves sending a file it would refuse.
 */
export function pictureProblem(file: File): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return pictureCopy.notAnImage;
  if (file.size === 0) return pictureCopy.emptyFile;
  if (file.size > FILE_MAX_BYTES) return pictureCopy.tooLarge;
  return null;
}

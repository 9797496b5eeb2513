import { z } from 'zod';

/** The answer of POST /api/files, shaped like the image-hosting call the spec's client used. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  secure_url: z.string(),
  original_filename: z.string(),
  format: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_FORMATS = ['jpg', 'png', 'webp'] as const;
export const DOCUMENT_FORMATS = ['jpg', 'png', 'webp', 'pdf'] as const;

export const profilePictureSchema = z.object({ url: z.string().trim().min(1, 'Choose a picture').max(2000) });
export const fileIdParamSchema = z.object({ id: z.uuid('Unknown file') });

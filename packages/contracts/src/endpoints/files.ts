import { z } from 'zod';
import { userDataSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { fileIdParamSchema, profilePictureSchema, uploadedFileSchema } from '../files.ts';
import { storedFilePaths } from '../stored-files.ts';

/* Uploads, reading a stored file, and making an upload the profile picture. */
const tags = ['files'];
const signedIn = { allow: 'signed-in' } as const;

/** Limited per account: UPLOAD_RATE_PER_MINUTE, and a daily quota (429 UPLOAD_QUOTA_EXCEEDED). */
export const uploadFile = defineEndpoint({
  method: 'POST',
  path: storedFilePaths.upload,
  multipart: true,
  response: uploadedFileSchema,
  status: 201,
  access: signedIn,
  errors: [
    errorCodes.unsupportedMediaType,
    errorCodes.unsupportedFile,
    errorCodes.tooLarge,
    errorCodes.uploadQuota,
    errorCodes.rateLimited,
  ],
  tags,
  summary: 'Upload a file (multipart field `file`); replaces the spec’s image-hosting call',
});

export const readFile = defineEndpoint({
  method: 'GET',
  path: storedFilePaths.file,
  params: fileIdParamSchema,
  response: z.unknown(),
  produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  access: {
    allow: 'signed-in',
    owner: 403,
    note: 'its owner; staff by what the file serves as (files.service READERS_BY_USE): a payment proof admins and elders, a profile picture all staff, an unused upload nobody else. The ids are random UUIDs, so a 403 tells nothing guessable',
  },
  errors: [errorCodes.notFound],
  tags,
  summary: 'A stored file, for its owner; for staff by what it serves as (payment proofs: admins and elders)',
});

const profilePicture = {
  path: '/api/user/saveProfilePicture',
  body: profilePictureSchema,
  response: userDataSchema,
  access: { ...signedIn, note: 'only one of your own uploads can become your picture' },
  errors: [],
  tags,
  summary: 'Use one of your uploaded images as your profile picture',
} as const;

export const saveProfilePicture = defineEndpoint({ ...profilePicture, method: 'PATCH' });
/** The same call with POST, as the spec's client sent it. */
export const saveProfilePictureByPost = defineEndpoint({ ...profilePicture, method: 'POST' });

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { FILE_MAX_BYTES, IMAGE_FORMATS, type UploadedFile } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { detectFileType } from '../../lib/file-type.ts';
import type { Principal } from '../../plugins/auth.ts';
import { loadUserData } from '../auth/auth.service.ts';
import { updateProfilePicture } from '../auth/users.repository.ts';
import { findFile, insertFile } from './files.repository.ts';

const STAFF = new Set(['ADMIN', 'ELDER', 'SPONSOR']);
const FILE_PATH = /\/api\/files\/([0-9a-f-]{36})$/i;

/** The address a stored file is served at (the spec's `secure_url`). */
export const fileUrlOf = (app: FastifyInstance, fileId: string) =>
  `${app.config.publicUrl}/api/files/${fileId}`;

/** The id of a stored file named by its address; undefined for any other address. */
export const fileIdOfUrl = (url: string) => FILE_PATH.exec(url.split('?')[0] ?? '')?.[1];

export const unsupportedFile = () =>
  new AppError(415, 'UNSUPPORTED_FILE', 'Upload a JPEG, PNG or WebP image, or a PDF document.');

const cleanName = (name: string) =>
  path
    .basename(name)
    .replace(/[^\w.\- ()]/g, '_')
    .slice(0, 200) || 'upload';

/** Stores an upload after checking what it is by its content; answers the spec's image-hosting shape. */
export async function storeUpload(
  app: FastifyInstance,
  ownerId: string,
  upload: { filename: string; content: Buffer },
): Promise<UploadedFile> {
  if (upload.content.length === 0) throw badRequest('The file is empty.');
  if (upload.content.length > FILE_MAX_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `Files can be at most ${FILE_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const type = detectFileType(upload.content);
  if (!type) throw unsupportedFile();
  const storageKey = `${ownerId}/${randomUUID()}.${type.format}`;
  await app.storage.put(storageKey, upload.content);
  const row = await insertFile(app.db, {
    ownerId,
    storageKey,
    mimeType: type.mimeType,
    format: type.format,
    sizeBytes: upload.content.length,
    originalFilename: cleanName(upload.filename),
  });
  return {
    id: row.id,
    secure_url: fileUrlOf(app, row.id),
    original_filename: row.originalFilename,
    format: row.format,
  };
}

/** A stored file, for its owner and for staff only. */
export async function openFile(app: FastifyInstance, principal: Principal, id: string) {
  const file = await findFile(app.db, id);
  if (!file) throw notFound('No such file.');
  if (file.ownerId !== principal.userId && !STAFF.has(principal.role)) throw forbidden();
  return { file, stream: app.storage.read(file.storageKey) };
}

/** Sets the profile picture to one of the user's own uploaded images. */
export async function setProfilePicture(app: FastifyInstance, userId: string, url: string) {
  const id = fileIdOfUrl(url);
  const file = id ? await findFile(app.db, id) : undefined;
  if (!file || file.ownerId !== userId) throw badRequest('Upload the picture first, then save it.');
  if (!(IMAGE_FORMATS as readonly string[]).includes(file.format)) {
    throw badRequest('A profile picture must be a JPEG, PNG or WebP image.');
  }
  await updateProfilePicture(app.db, userId, fileUrlOf(app, file.id));
  return loadUserData(app.db, userId);
}

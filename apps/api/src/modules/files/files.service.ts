import { randomUUID } from 'node:crypto';
import { FILE_MAX_BYTES, IMAGE_FORMATS, type Role, type UploadedFile } from '@intake/contracts';
import { fileErrors } from '@intake/contracts/errors/files';
import { storedFileIdOf, storedFilePath } from '@intake/contracts/stored-files';
import { enqueueJob } from '../../core/jobs.repository.ts';
import { updateProfilePicture } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError, forbidden } from '../../lib/app-error.ts';
import { detectFileType, fileNameFor } from '../../lib/file-type.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Principal } from '../../plugins/auth.ts';
import { loadUserData } from '../auth/auth.service.ts';
import {
  claimUnreferencedFiles,
  deleteFiles,
  findFile,
  findFileWithUses,
  insertFile,
  lockUploadsOf,
  measureUnreferencedUploads,
} from './files.repository.ts';

/** What storing and serving files uses. */
export type FilesDeps = ServiceDeps<'db' | 'config' | 'storage'>;

/**
 * Who besides its owner may read a file, by what it serves as. Payment proofs name an applicant's
 * bank details: admins and elders only (as for the proof review routes). A profile picture is shown
 * to all staff. An upload that serves as nothing yet is its owner's alone. A file that serves as
 * two things is read only by those both allow.
 */
const READERS_BY_USE: Record<'paymentProof' | 'profilePicture' | 'unused', readonly Role[]> = {
  paymentProof: ['ADMIN', 'ELDER'],
  profilePicture: ['ADMIN', 'ELDER', 'SPONSOR'],
  unused: [],
};

/** Uploads nothing uses are deleted this long after upload (the "after a day"). */
const UNUSED_UPLOAD_SECONDS = 86_400;
/** The sweep runs at the start of every hour; its job key names the hour, so processes queue it once. */
export const SWEEP_UNUSED_UPLOADS_JOB = 'sweep-unused-uploads';
const SWEEP_EVERY_MS = 3_600_000;
const SWEEP_BATCH = 100;

/** The address a stored file is served at (the spec's `secure_url`). */
export const fileUrlOf = (deps: ServiceDeps<'config'>, fileId: string) =>
  `${deps.config.publicUrl}${storedFilePath(fileId)}`;

/** The stored file an address names, if it is one of the owner's own uploads. */
export async function findOwnFile(db: Executor, ownerId: string, url: string) {
  const id = storedFileIdOf(url);
  const file = id ? await findFile(db, id) : undefined;
  return file?.ownerId === ownerId ? file : undefined;
}

/**
 * Stores an upload after checking what it is by its content, within the owner's quota of unused
 * uploads; answers the spec's image-hosting shape. The file is named by what it is.
 */
export async function storeUpload(
  deps: FilesDeps,
  ownerId: string,
  upload: { filename: string; content: Buffer },
): Promise<UploadedFile> {
  if (upload.content.length === 0) throw appError(fileErrors.empty);
  if (upload.content.length > FILE_MAX_BYTES) throw appError(fileErrors.tooLarge);
  const type = detectFileType(upload.content);
  if (!type) throw appError(fileErrors.unsupported);
  const storageKey = `${ownerId}/${randomUUID()}.${type.format}`;
  const { quotaFiles, quotaBytes } = deps.config.uploads;
  // Stored first, so that no lock is held while it is written; removed again if over the quota.
  await deps.storage.put(storageKey, upload.content);
  const row = await deps.db
    .transaction(async (tx) => {
      await lockUploadsOf(tx, ownerId);
      const unused = await measureUnreferencedUploads(tx, ownerId);
      if (unused.files + 1 > quotaFiles || unused.bytes + upload.content.length > quotaBytes) {
        throw appError(fileErrors.quotaReached, {
          unusedFiles: unused.files,
          unusedBytes: unused.bytes,
          maxFiles: quotaFiles,
          maxBytes: quotaBytes,
        });
      }
      return insertFile(tx, {
        ownerId,
        storageKey,
        mimeType: type.mimeType,
        format: type.format,
        sizeBytes: upload.content.length,
        originalFilename: fileNameFor(upload.filename, type.format),
      });
    })
    .catch(async (error: unknown) => {
      await deps.storage.remove(storageKey);
      throw error;
    });
  return {
    id: row.id,
    secure_url: fileUrlOf(deps, row.id),
    original_filename: row.originalFilename,
    format: row.format,
  };
}

/** A stored file, for its owner and for the staff that READERS_BY_USE lets read what it serves as. */
export async function openFile(deps: FilesDeps, principal: Principal, id: string) {
  const found = await findFileWithUses(deps.db, id);
  if (!found) throw appError(fileErrors.notFound);
  const { file } = found;
  if (file.ownerId !== principal.userId) {
    const uses = [
      ...(found.paymentProof ? (['paymentProof'] as const) : []),
      ...(found.profilePicture ? (['profilePicture'] as const) : []),
    ];
    const readers = (uses.length ? uses : (['unused'] as const)).map((use) => READERS_BY_USE[use]);
    if (!readers.every((roles) => roles.includes(principal.role))) throw forbidden();
  }
  return { file, stream: deps.storage.read(file.storageKey) };
}

/**
 * Deletes, from storage and then from the database, the uploads that nothing has used for a day,
 * a batch at a time; any number of processes may sweep at once (each takes rows the others do not
 * hold). A storage error rolls its batch back, to be swept again on the next run. Answers how many.
 */
export async function sweepUnusedUploads(deps: FilesDeps) {
  let deleted = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const claimed = await claimUnreferencedFiles(tx, UNUSED_UPLOAD_SECONDS, SWEEP_BATCH);
      for (const file of claimed) await deps.storage.remove(file.storageKey);
      await deleteFiles(
        tx,
        claimed.map((file) => file.id),
      );
      return claimed.length;
    });
    deleted += batch;
    if (batch < SWEEP_BATCH) return deleted;
  }
}

/** Queues the next hour's sweep; every process asks for the same hour, and it is queued once. */
export async function scheduleUploadSweep(deps: FilesDeps) {
  const next = new Date((Math.floor(Date.now() / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS);
  await enqueueJob(deps.db, {
    kind: SWEEP_UNUSED_UPLOADS_JOB,
    payload: {},
    runAt: next,
    uniqueKey: `${SWEEP_UNUSED_UPLOADS_JOB}:${next.toISOString()}`,
  });
}

/** Sets the profile picture to one of the user's own uploaded images. */
export async function setProfilePicture(deps: FilesDeps, userId: string, url: string) {
  const file = await findOwnFile(deps.db, userId, url);
  if (!file) throw appError(fileErrors.pictureNotUploaded);
  if (!(IMAGE_FORMATS as readonly string[]).includes(file.format)) throw appError(fileErrors.pictureNotImage);
  await updateProfilePicture(deps.db, userId, fileUrlOf(deps, file.id));
  return loadUserData(deps.db, userId);
}

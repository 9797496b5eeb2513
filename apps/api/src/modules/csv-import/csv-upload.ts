import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { csvImportErrors } from '@intake/contracts/errors/csv-import';
import { appError } from '../../lib/app-error.ts';

export const notCsvText = () => appError(csvImportErrors.notText);
export const notUtf8 = () => appError(csvImportErrors.notUtf8);
export const csvTooLarge = () => appError(csvImportErrors.tooLarge);

/**
 * Passes the upload through unchanged while checking it is text: a NUL byte means a binary file
 * (a spreadsheet saved as .xlsx and renamed, an image…), and the bytes must decode as UTF-8.
 */
class TextCheck extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (chunk.includes(0)) return done(notCsvText());
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      return done(notUtf8());
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    try {
      this.decoder.decode();
    } catch {
      return done(notUtf8());
    }
    done();
  }
}

/**
 * Saves the whole upload to a temporary file before anything is registered, so a connection
 * that drops part-way registers nobody. Answers the file's path; `discard` removes it.
 */
export async function spoolCsvUpload(part: MultipartFile, tmpDir: string) {
  if (!/\.csv$/i.test(part.filename)) {
    part.file.resume();
    throw appError(csvImportErrors.wrongType);
  }
  await mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${randomUUID()}.csv`);
  try {
    await pipeline(part.file, new TextCheck(), createWriteStream(file));
    if (part.file.truncated) throw csvTooLarge();
  } catch (error) {
    await rm(file, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw csvTooLarge();
    throw error;
  }
  return { file, discard: () => rm(file, { force: true }) };
}

/** A spooled upload older than this was left by a process that died while receiving it. */
const STALE_SPOOL_MS = 60 * 60 * 1000;

/** Removes the spooled uploads a crash left behind; run at start. Newer ones may be another process's. */
export async function removeStaleSpools(tmpDir: string) {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  const cutoff = Date.now() - STALE_SPOOL_MS;
  await Promise.all(
    names
      .filter((name) => /^[0-9a-f-]{36}\.csv$/.test(name))
      .map(async (name) => {
        const file = path.join(tmpDir, name);
        const stats = await stat(file).catch(() => undefined);
        if (stats && stats.mtimeMs < cutoff) await rm(file, { force: true });
      }),
  );
}

import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploads live; local disk by default (outside the web root), S3 later by STORAGE_URL. */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

export function createLocalStorage(root: string): FileStorage {
  const locate = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep))
      throw new Error(`storage key escapes the root: ${key}`);
    return file;
  };
  return {
    async put(key, content) {
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content, { mode: 0o600 });
    },
    read: (key) => createReadStream(locate(key)),
    remove: (key) => rm(locate(key), { force: true }),
  };
}

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createS3Storage, parseStorageUrl } from '../lib/s3-storage.ts';
import { createLocalStorage, type FileStorage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Uploads on local disk under the data folder, or in an S3-compatible bucket when STORAGE_URL says so. */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  const { storageUrl, aws } = app.config;
  if (!storageUrl) {
    app.decorate('storage', createLocalStorage(path.join(app.config.dataDir, 'files')));
    return;
  }
  const location = parseStorageUrl(storageUrl);
  const storage = createS3Storage(location, aws);
  app.addHook('onClose', async () => storage.client.destroy());
  app.decorate('storage', storage);
  app.log.info({ bucket: location.bucket, endpoint: location.endpoint }, 'files are stored in an S3 bucket');
});

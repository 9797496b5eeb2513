import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage, type FileStorage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('storage', createLocalStorage(path.join(app.config.dataDir, 'files')));
});

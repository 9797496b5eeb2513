import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundPace } from '../lib/background-pace.ts';

declare module 'fastify' {
  interface FastifyInstance {
    backgroundPace: BackgroundPace;
  }
}

/** Notes each request's arrival, so that background work on this process can give way to people. */
export const backgroundPacePlugin = fp(async (app: FastifyInstance) => {
  const pace = new BackgroundPace();
  app.decorate('backgroundPace', pace);
  app.addHook('onRequest', (_request, _reply, done) => {
    pace.noteRequest();
    done();
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { prepareApplicantMail } from '../applicants/withdrawal.service.ts';
import { createMailTransport } from './mail.transport.ts';
import { MailWorker } from './mail.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

/** Owns the outbox worker: started when the app is ready, drained and stopped when it closes. */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const worker = new MailWorker(app.db, createMailTransport(app.config), app.log, (batch) =>
    prepareApplicantMail(app, batch),
  );
  app.decorate('mailWorker', worker);
  // Any response that may have queued mail nudges the worker instead of waiting for its poll.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET') worker.poke();
    done();
  });
  if (app.config.workers) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});

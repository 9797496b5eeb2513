import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { onlyReads } from '../../lib/route-methods.ts';
import { switchBouncedToSms } from '../messaging/messaging.service.ts';
import { phoneTransports } from '../messaging/phone-transports.ts';
import { getSchool } from '../settings/settings.service.ts';
import { createMailTransport } from './mail.transport.ts';
import { MailWorker } from './mail.worker.ts';
import { mailboxRoutes } from './mailbox.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

/**
 * The mail module: owns the outbox worker of every channel (e-mail, SMS, WhatsApp) (started when the app is ready, drained and stopped when
 * it closes) and, outside production, the /dev/mailbox page.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { name, address } = app.config.mailFrom;
  // MAIL_FROM's own name, else the school's (issue 18.12): never the product's.
  const sender = async () => ({ name: name ?? (await getSchool(app.db)).identity.name, address });
  const worker = new MailWorker(
    app.db,
    {
      email: createMailTransport(app.config),
      phone: phoneTransports(app.config),
      onBounce: async (mail, reason) => {
        await switchBouncedToSms(app.db, mail, reason, (await getSchool(app.db)).identity.name);
      },
    },
    app.log,
    sender,
    app.backgroundPace,
  );
  app.decorate('mailWorker', worker);
  // Any response that may have queued mail nudges the worker instead of waiting for its poll; only
  // routes that may write carry the hook, so reads pay nothing for it.
  const pokeWorker: onResponseHookHandler = (request, _reply, done) => {
    if (request.method !== 'GET') worker.poke();
    done();
  };
  app.addHook('onRoute', (route) => {
    if (onlyReads(route.method)) return;
    route.onResponse = [pokeWorker, ...[route.onResponse ?? []].flat()];
  });
  if (app.config.workers) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  if (app.config.env !== 'production') await app.register(mailboxRoutes);
});

import { mailboxCopy } from '@intake/contracts/copy/mailbox';
import { phoneOutboxCopy } from '@intake/contracts/copy/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../mail/templates/layout.ts';
import { recentPhoneMessages } from '../messaging/messaging.service.ts';
import { listRecentMail } from './mail.repository.ts';

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * /dev/mailbox: the e-mails the file transport wrote, and beside them the SMS and WhatsApp messages
 * (issue 25.1), for trying the portal without SMTP or a provider.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        hide: true,
        querystring: z.object({
          format: z.enum(['html', 'json']).default('html'),
          channel: z.enum(['email', 'phone']).default('email'),
        }),
      },
    },
    async (request, reply) => {
      const [mail, phone] = await Promise.all([
        listRecentMail(app.db, 100),
        recentPhoneMessages(app.db, 100),
      ]);
      if (request.query.format === 'json') return request.query.channel === 'phone' ? phone : mail;
      const texts = phone
        .map(
          (m) => `<article><h3>${escapeHtml(m.channel.toUpperCase())} · ${escapeHtml(m.toAddress)}</h3>
<p><b>${escapeHtml(m.status)}</b> · ${escapeHtml(m.kind)} · ${m.createdAt.toISOString()}</p>
<pre style="white-space:pre-wrap">${linkify(m.text)}</pre></article><hr>`,
        )
        .join('\n');
      const items = mail
        .map(
          (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><b>To:</b> ${escapeHtml(m.toAddress)} · <b>${escapeHtml(m.status)}</b> · ${m.createdAt.toISOString()}</p>
<pre style="white-space:pre-wrap">${linkify(m.text)}</pre></article><hr>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mailbox</title></head><body style="font-family:sans-serif;max-width:760px;margin:auto;padding:12px"><h1>${mailboxCopy.title}</h1>${items || `<p>${mailboxCopy.empty}</p>`}<h1>${phoneOutboxCopy.title}</h1>${texts || `<p>${phoneOutboxCopy.empty}</p>`}</body></html>`,
        );
    },
  );
};

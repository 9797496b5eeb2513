import { mailboxCopy } from '@intake/contracts/copy/mailbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../mail/templates/layout.ts';
import { listRecentMail } from './mail.repository.ts';

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** /dev/mailbox: the messages the file transport wrote, for trying the portal without SMTP. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ format: z.enum(['html', 'json']).default('html') }),
      },
    },
    async (request, reply) => {
      const mail = await listRecentMail(app.db, 100);
      if (request.query.format === 'json') return mail;
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
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mailbox</title></head><body style="font-family:sans-serif;max-width:760px;margin:auto;padding:12px"><h1>${mailboxCopy.title}</h1>${items || `<p>${mailboxCopy.empty}</p>`}</body></html>`,
        );
    },
  );
};

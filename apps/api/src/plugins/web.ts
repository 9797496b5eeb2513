import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { DEFAULT_SCHOOL, errorCodes } from '@intake/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { getSchool } from '../modules/settings/settings.service.ts';
import { schoolPage } from './school-page.ts';

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/dev/');

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every page route,
 * and the JSON error shape for unknown API paths.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // Pages rendered at build time (scripts/prerender-web.mjs), by address: the apply form, the
  // dashboard and the records show before the JavaScript. Every other page is index.html.
  const prerenderedList = path.join(root, '.prerendered.json');
  const prerendered: Record<string, string> = existsSync(prerenderedList)
    ? JSON.parse(readFileSync(prerenderedList, 'utf8'))
    : {};
  // Each page is the school's (its name, colour): made, and compressed, once per page and school.
  type Served = { school: string; html: string; etag: string; br: Buffer; gzip: Buffer };
  const served = new Map<string, Served>();
  let lastSchool = DEFAULT_SCHOOL;
  const schoolNow = () =>
    getSchool(app.db).then(
      ({ identity }) => {
        lastSchool = identity;
        return identity;
      },
      // A page must still open while the database is away: with the school as last read.
      () => lastSchool,
    );
  const pageFor = async (file: string) => {
    const school = await schoolNow();
    const key = JSON.stringify(school);
    const known = served.get(file);
    if (known?.school === key) return known;
    const html = schoolPage(readFileSync(path.join(root, file), 'utf8'), school);
    const page = {
      school: key,
      html,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      br: brotliCompressSync(html),
      gzip: gzipSync(html),
    };
    served.set(file, page);
    return page;
  };

  /** The app's page for this address, revalidated on every visit (its scripts are cached for good). */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = await pageFor(prerendered[pathname] ?? prerendered[`${pathname}/`] ?? 'index.html');
    void reply
      .header('cache-control', 'no-cache')
      .header('content-type', 'text/html; charset=utf-8')
      .header('etag', page.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  };

  // The spec's wake-up call: answers at once, with the app when it is built.
  app.get('/', { schema: { hide: true } }, (request, reply) =>
    hasWeb ? sendPage(request, reply) : reply.send({ status: 'awake' }),
  );

  // A page address may end like a file (/profile/ada@example.com), so a browser asking for a page
  // (Accept: text/html) gets the app; a missing script or image gets the JSON 404.
  const isPageRequest = (request: FastifyRequest) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (isApiPath(pathname) || pathname.startsWith('/assets/')) return false;
    return !path.extname(pathname) || Boolean(request.headers.accept?.includes('text/html'));
  };

  app.setNotFoundHandler((request, reply) => {
    // HEAD too: a mail scanner checks an e-mail's links with it.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && reads && isPageRequest(request)) return sendPage(request, reply);
    return reply.status(404).send({
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
      code: errorCodes.notFound,
    });
  });
});

import * as endpoints from '@intake/contracts/endpoints/files';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readFilePart } from '../../lib/multipart-file.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { openFile, setProfilePicture, storeUpload } from './files.service.ts';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    endpoints.uploadFile,
    async (request) => storeUpload(app, requirePrincipal(request).userId, await readFilePart(request)),
    {
      // Per account (the session is known by the preHandler stage): UPLOAD_RATE_PER_MINUTE.
      config: {
        rateLimit: {
          max: app.config.uploads.perMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `upload:${request.principal?.userId ?? request.ip}`,
        },
      },
    },
  );

  registerEndpoint(app, endpoints.readFile, async (request, reply) => {
    const { file, stream } = await openFile(app, requirePrincipal(request), request.params.id);
    return (
      reply
        .type(file.mimeType)
        // Personal data: no copy kept by the browser or anything between.
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${file.originalFilename.replace(/"/g, '')}"`)
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .send(stream)
    );
  });

  for (const endpoint of [endpoints.saveProfilePicture, endpoints.saveProfilePictureByPost]) {
    registerEndpoint(app, endpoint, (request) =>
      setProfilePicture(app, requirePrincipal(request).userId, request.body.url),
    );
  }
};

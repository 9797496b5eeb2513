import {
  fileIdParamSchema,
  profilePictureSchema,
  uploadedFileSchema,
  userDataSchema,
} from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  openFile,
  SWEEP_UNUSED_UPLOADS_JOB,
  scheduleUploadSweep,
  setProfilePicture,
  storeUpload,
  sweepUnusedUploads,
} from './files.service.ts';

const tags = ['files'];
const security = [{ bearer: [] }];

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The next hour's sweep is queued before this one runs, so a failing sweep does not stop the next.
  app.jobs.register(SWEEP_UNUSED_UPLOADS_JOB, async () => {
    await scheduleUploadSweep(app);
    await sweepUnusedUploads(app);
  });
  if (app.config.workers) app.addHook('onReady', () => scheduleUploadSweep(app));

  app.post(
    '/api/files',
    {
      preHandler: app.authorize(),
      // Per account (the session is known by the preHandler stage): UPLOAD_RATE_PER_MINUTE.
      config: {
        rateLimit: {
          max: app.config.uploads.perMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `upload:${request.principal?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags,
        security,
        summary: 'Upload a file (multipart field `file`); replaces the spec’s image-hosting call',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedFileSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the file as multipart/form-data in the field "file".',
        );
      }
      const part = await request.file();
      if (part?.fieldname !== 'file') {
        throw new AppError(400, 'VALIDATION_FAILED', 'Send the file in the field "file".');
      }
      const content = await part.toBuffer();
      const uploaded = await storeUpload(app, requirePrincipal(request).userId, {
        filename: part.filename,
        content,
      });
      return reply.status(201).send(uploaded);
    },
  );

  app.get(
    '/api/files/:id',
    {
      preHandler: app.authorize(),
      schema: {
        tags,
        security,
        summary:
          'A stored file, for its owner; for staff by what it serves as (payment proofs: admins and elders)',
        params: fileIdParamSchema,
      },
    },
    async (request, reply) => {
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
    },
  );

  for (const method of ['POST', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/user/saveProfilePicture',
      preHandler: app.authorize(),
      schema: {
        tags,
        security,
        summary: 'Use one of your uploaded images as your profile picture',
        body: profilePictureSchema,
        response: { 200: userDataSchema },
      },
      handler: async (request) => setProfilePicture(app, requirePrincipal(request).userId, request.body.url),
    });
  }
};

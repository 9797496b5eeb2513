import {
  fileIdParamSchema,
  profilePictureSchema,
  uploadedFileSchema,
  userDataSchema,
} from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { openFile, setProfilePicture, storeUpload } from './files.service.ts';

const tags = ['files'];
const security = [{ bearer: [] }];

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/files',
    {
      preHandler: app.authorize(),
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
        summary: 'A stored file, for its owner and staff',
        params: fileIdParamSchema,
      },
    },
    async (request, reply) => {
      const { file, stream } = await openFile(app, requirePrincipal(request), request.params.id);
      return reply
        .type(file.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `inline; filename="${file.originalFilename.replace(/"/g, '')}"`)
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .send(stream);
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

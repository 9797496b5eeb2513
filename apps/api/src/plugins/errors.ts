import { errorCodes, messages } from '@intake/contracts';
import { unsupportedContentTypeMessage, uploadErrors } from '@intake/contracts/errors/uploads';
import { type FastifyError, type FastifyInstance, errorCodes as fastifyErrors } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/pg-errors.ts';

/** The messages @fastify/busboy throws for a body that is not well-formed multipart. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|(Part|Preamble) terminated early due to unexpected end of multipart data|Multipart: Boundary not found)$/;

interface Issue {
  path: string;
  message: string;
}

/** One place turns every failure into {message, code, details} with the right status. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? messages.invalidBody,
      }));
      const where = error.validationContext;
      return reply.status(400).send({
        message: issues[0]?.message ?? messages.invalidBody,
        code: errorCodes.validation,
        details: { in: where, issues },
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: messages.rateLimited, code: errorCodes.rateLimited });
    }
    if (
      error.statusCode === undefined &&
      request.isMultipart?.() &&
      MALFORMED_MULTIPART.test(error.message)
    ) {
      // Busboy's parse errors (a cut-off or malformed multipart body) carry no status: the client's fault.
      const { status, code, message } = uploadErrors.malformed;
      return reply.status(status).send({ message, code });
    }
    if (status === 413 || error instanceof fastifyErrors.FST_ERR_CTP_BODY_TOO_LARGE) {
      return reply.status(413).send({ message: messages.bodyTooLarge, code: errorCodes.tooLarge });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, empty body with a JSON header …
      return reply.status(status).send({
        message:
          error instanceof fastifyErrors.FST_ERR_CTP_INVALID_MEDIA_TYPE
            ? unsupportedContentTypeMessage
            : error.message,
        code: error.code ?? errorCodes.validation,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: a retry shortly will do; /api/health probes it now.
      request.server.databaseProbe?.recheckNow();
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: messages.internalError, code: errorCodes.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.internalError, code: errorCodes.internal });
  });
});

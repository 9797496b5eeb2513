import path from 'node:path';
import { PassThrough } from 'node:stream';
import { CSV_IMPORT_STREAM_TYPE, CSV_MAX_BYTES, type CsvImportEvent } from '@intake/contracts';
import { registerApplicantsViaCsv } from '@intake/contracts/endpoints/csv-import';
import { csvImportErrors } from '@intake/contracts/errors/csv-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { appError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { openCsvImport } from './csv-import.service.ts';
import { spoolCsvUpload } from './csv-upload.ts';

const eventLine = (event: CsvImportEvent) => `${JSON.stringify(event)}\n`;

/** Where an upload is saved whole before anything is registered. */
export const csvSpoolDir = (config: Config) => path.join(config.dataDir, 'tmp');

export const csvImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const spoolDir = csvSpoolDir(app.config);
  registerEndpoint(app, registerApplicantsViaCsv, async (request, reply) => {
    const actorId = requirePrincipal(request).userId;
    if (!request.isMultipart()) {
      throw appError(csvImportErrors.notMultipart);
    }
    const part = await request.file({ limits: { fileSize: CSV_MAX_BYTES } });
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw appError(csvImportErrors.noFileField);
    }
    const upload = await spoolCsvUpload(part, spoolDir);
    let streaming = false;
    try {
      const csvImport = await openCsvImport(app, upload.file, actorId, part.filename);
      // The reader holds the file open: unlinked now, a crash part-way leaves no upload behind.
      await upload.discard();
      if (!request.headers.accept?.includes(CSV_IMPORT_STREAM_TYPE)) return await csvImport.run();

      streaming = true;
      const events = new PassThrough();
      // A stream is sent as it is, without the JSON serializer of the 200 schema.
      reply.type(CSV_IMPORT_STREAM_TYPE).header('cache-control', 'no-store').send(events);
      csvImport
        .run((processed) => events.write(eventLine({ type: 'progress', processed })))
        .then(
          (report) => events.end(eventLine({ type: 'report', report })),
          (error: unknown) => {
            request.log.error({ err: error }, 'CSV import failed part-way');
            const { code, message } = csvImportErrors.stoppedPartWay;
            events.end(eventLine({ type: 'error', code, message }));
          },
        )
        .finally(() => upload.discard());
      return reply;
    } finally {
      if (!streaming) await upload.discard();
    }
  });
};

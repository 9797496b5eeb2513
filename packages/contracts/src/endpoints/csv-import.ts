import { csvImportReportSchema } from '../csv-import.ts';
import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/**
 * With Accept: application/x-ndjson the answer is a stream of CsvImportEvent lines (progress, then
 * the report or an error) instead of the report.
 */
export const registerApplicantsViaCsv = defineEndpoint({
  method: 'POST',
  path: '/api/admin/registerApplicantsViaCSV',
  multipart: true,
  response: csvImportReportSchema,
  access: { allow: ADMIN },
  errors: [
    errorCodes.unsupportedMediaType,
    errorCodes.validation,
    errorCodes.csvWrongType,
    errorCodes.csvNotText,
    errorCodes.csvNotUtf8,
    errorCodes.csvTooLarge,
    errorCodes.csvBadHeader,
    errorCodes.internal,
  ],
  tags: ['admin'],
  summary:
    'Register applicants from a CSV (multipart field `file`); with Accept: application/x-ndjson, progress lines then the report',
});

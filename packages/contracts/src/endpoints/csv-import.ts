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
    'UNSUPPORTED_MEDIA_TYPE',
    'CSV_WRONG_TYPE',
    'CSV_NOT_TEXT',
    'CSV_NOT_UTF8',
    'CSV_TOO_LARGE',
    'CSV_BAD_HEADER',
    errorCodes.internal,
  ],
  tags: ['admin'],
  summary:
    'Register applicants from a CSV (multipart field `file`); with Accept: application/x-ndjson, progress lines then the report',
});

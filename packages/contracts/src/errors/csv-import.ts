import { CSV_COLUMNS, CSV_MAX_BYTES } from '../csv-import.ts';
import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

export const csvImportErrors = defineErrors({
  notMultipart: {
    status: 415,
    code: errorCodes.unsupportedMediaType,
    message: 'Send the CSV as multipart/form-data in the field "file".',
  },
  noFileField: { status: 400, code: errorCodes.validation, message: 'Send the CSV in the field "file".' },
  wrongType: { status: 400, code: errorCodes.csvWrongType, message: 'Choose a .csv file.' },
  notText: {
    status: 400,
    code: errorCodes.csvNotText,
    message: 'This file is not CSV text. Export the sheet as CSV (comma-separated values).',
  },
  notUtf8: {
    status: 400,
    code: errorCodes.csvNotUtf8,
    message:
      'The file is not UTF-8 text. In your spreadsheet choose Save As → "CSV UTF-8", then upload it again.',
  },
  tooLarge: {
    status: 413,
    code: errorCodes.csvTooLarge,
    message: `The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB. Split it and upload each part.`,
  },
  badHeader: {
    status: 400,
    code: errorCodes.csvBadHeader,
    message: `The first row must name the columns: ${CSV_COLUMNS.join(',')} (in any order).`,
  },
  /** Sent as the stream's last line (an `error` event), the rows before it kept. */
  stoppedPartWay: {
    status: 500,
    code: errorCodes.internal,
    message:
      'The import stopped part-way. Rows already processed are registered; upload the file again to finish.',
  },
});

/** Why one row was rejected or skipped, as the import's report lists it. */
export const csvRowProblems = {
  fieldCount: (found: number) => `Expected ${CSV_COLUMNS.length} fields, found ${found}`,
  invalid: 'Invalid row',
  unreadableFromHere: (parserMessage: string) => `Unreadable CSV from here on: ${parserMessage}`,
  repeatsEmail: (earlierLine: number) => `Repeats the e-mail on line ${earlierLine}`,
};

import { PassThrough } from 'node:stream';
import type { ApplicantListQuery } from '@intake/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { walkApplicantRecords } from './applicant-records.service.ts';

const columns = [
  { header: 'First name', key: 'firstName', width: 18 },
  { header: 'Last name', key: 'lastName', width: 18 },
  { header: 'E-mail', key: 'email', width: 32 },
  { header: 'Phone', key: 'phone', width: 16 },
  { header: 'Gender', key: 'gender', width: 10 },
  { header: 'Age range', key: 'ageRange', width: 12 },
  { header: 'Status', key: 'applicationStatus', width: 24 },
  { header: 'Applied', key: 'createdAt', width: 20 },
];

/**
 * Streams every record of the filter as an .xlsx workbook: rows are committed to the stream as
 * they are read, so memory stays flat whatever the number of rows.
 */
export function streamApplicantsWorkbook(
  app: FastifyInstance,
  query: Pick<ApplicantListQuery, 'stage' | 'search'>,
) {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('applicants');
  sheet.columns = columns;
  (async () => {
    for await (const row of walkApplicantRecords(app, query)) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error) => {
    app.log.error({ err: error }, 'applicant export failed');
    stream.destroy(error);
  });
  return stream;
}

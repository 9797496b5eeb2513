import { exportApplicants as exportApplicantsCall } from '@intake/contracts/endpoints/applicant-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, endpointUrl } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { type ExportFilter, exportApiParams } from '../records-query';

export const EXPORT_FILE_NAME = 'applicants.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `GET /api/elder/exportApplicants?stage&search&reviews&minScore`: every applicant of the filter as a
 * spreadsheet.
 */
export async function exportApplicants(filter: ExportFilter) {
  const url = endpointUrl(exportApplicantsCall, { query: Object.fromEntries(exportApiParams(filter)) });
  const response = await apiFetch(url, { authenticated: true, headers: { Accept: XLSX_TYPE } });
  return response.blob();
}

export const useExportApplicantsMutation = () =>
  useMutation({
    mutationFn: async (filter: ExportFilter) => {
      saveBlob(await exportApplicants(filter), EXPORT_FILE_NAME);
    },
  });

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { exportApiParams, type RecordsQuery } from '../records-query';

export const EXPORT_FILE_NAME = 'applicants.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `GET /api/elder/exportApplicants?stage&search`: every applicant of the filter as a spreadsheet. */
export async function exportApplicants(filter: Pick<RecordsQuery, 'stage' | 'search'>) {
  const response = await apiFetch(`/api/elder/exportApplicants?${exportApiParams(filter).toString()}`, {
    authenticated: true,
    headers: { Accept: XLSX_TYPE },
  });
  return response.blob();
}

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start the download after click returns; revoke once they have the URL.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export const useExportApplicantsMutation = () =>
  useMutation({
    mutationFn: async (filter: Pick<RecordsQuery, 'stage' | 'search'>) => {
      saveBlob(await exportApplicants(filter), EXPORT_FILE_NAME);
    },
  });

import { exportFinance } from '@intake/contracts/endpoints/finance';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, endpointUrl } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

export type FinanceFileFormat = 'csv' | 'xlsx';

const ACCEPT: Record<FinanceFileFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `GET /api/finance/export?from&to&format`: the ledger between two days as a file, saved. */
export async function downloadFinanceExport(from: string, to: string, format: FinanceFileFormat) {
  const url = endpointUrl(exportFinance, { query: { from, to, format } });
  const response = await apiFetch(url, { authenticated: true, headers: { Accept: ACCEPT[format] } });
  saveBlob(await response.blob(), `finance-${from}-${to}.${format}`);
}

export const useDownloadFinanceMutation = () =>
  useMutation({
    mutationFn: ({ from, to, format }: { from: string; to: string; format: FinanceFileFormat }) =>
      downloadFinanceExport(from, to, format),
  });

import { exportFunnel } from '@intake/contracts/endpoints/funnel';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, endpointUrl } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

export type FunnelFileFormat = 'csv' | 'xlsx';

const ACCEPT: Record<FunnelFileFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `GET /api/admin/funnel/:cohortId/export?format`: the funnel's figures as a file. */
export async function downloadFunnel(cohortId: string, format: FunnelFileFormat) {
  const url = endpointUrl(exportFunnel, { params: { cohortId }, query: { format } });
  const response = await apiFetch(url, { authenticated: true, headers: { Accept: ACCEPT[format] } });
  return response.blob();
}

export const useDownloadFunnelMutation = () =>
  useMutation({
    mutationFn: async ({
      cohortId,
      format,
      fileName,
    }: {
      cohortId: string;
      format: FunnelFileFormat;
      fileName: string;
    }) => {
      saveBlob(await downloadFunnel(cohortId, format), `${fileName}.${format}`);
    },
  });

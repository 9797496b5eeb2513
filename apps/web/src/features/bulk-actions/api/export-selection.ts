import { exportSelectedApplicants } from '@intake/contracts/endpoints/bulk-actions';
import { useMutation } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** `POST /api/bulkActions/export`: the selected applicants as CSV, saved as a file. */
export const useExportSelectionMutation = () =>
  useMutation({
    mutationFn: async (applicantIds: string[]) => {
      const response = await fetchEndpoint(exportSelectedApplicants, { body: { applicantIds } });
      saveBlob(await response.blob(), 'applicants-selected.csv');
    },
  });

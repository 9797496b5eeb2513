import { downloadMyTuitionStatement } from '@intake/contracts/endpoints/tuition-statement';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, endpointUrl } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** `GET /api/native/tuition/statement/pdf`: the statement as a PDF, saved as a file. */
export async function downloadMyStatement() {
  const response = await apiFetch(endpointUrl(downloadMyTuitionStatement), {
    authenticated: true,
    headers: { Accept: 'application/pdf' },
  });
  saveBlob(await response.blob(), 'tuition-statement.pdf');
}

export const useDownloadMyStatementMutation = () => useMutation({ mutationFn: downloadMyStatement });

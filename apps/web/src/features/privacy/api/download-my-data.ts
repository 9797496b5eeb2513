import { privacyCopy } from '@intake/contracts/copy/privacy';
import { useMutation } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { loadPrivacyEndpoints } from './load-privacy-endpoints';

/** The file name the server gave in Content-Disposition, or ours. */
export function archiveNameFrom(disposition: string | null): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  const name = match?.[1]?.trim();
  return name && /^[\w.\- ]+$/.test(name) ? name : privacyCopy.archiveFallbackName;
}

/** The archive of everything the portal holds about you, saved as a file. */
export async function downloadMyData() {
  const { exportMyData } = await loadPrivacyEndpoints();
  const response = await fetchEndpoint(exportMyData);
  const blob = await response.blob();
  const name = archiveNameFrom(response.headers.get('Content-Disposition'));
  saveBlob(blob, name);
  return name;
}

export const useDownloadMyDataMutation = () => useMutation({ mutationFn: downloadMyData });

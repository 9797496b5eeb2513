import { NoResponseError } from '../../../lib/api-error';
import { getToken } from '../../../lib/session';

/**
 * The same-origin path of a file this API stores ('https://…/api/files/{id}' or '/api/files/{id}'
 * → '/api/files/{id}'), or null for an address elsewhere. Only such paths get the session token.
 */
export function ownFilePath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return null;
  }
  const match = /^\/api\/files\/([^/]+)$/.exec(parsed.pathname);
  return match ? `/api/files/${match[1]}` : null;
}

/** `GET /api/files/{id}` with the session token (an <img> cannot send it); answers a blob: URL. */
export async function getPictureBlobUrl(path: string): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new NoResponseError();
  }
  if (!response.ok) throw new Error(`The picture answered ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

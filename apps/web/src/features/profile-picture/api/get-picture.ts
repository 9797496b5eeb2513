import { NoResponseError } from '../../../lib/api-error';
import { getToken } from '../../../lib/session';

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

import { NoResponseError } from '../../../lib/api-error';
import { getToken } from '../../../lib/session';

/** The image value of a question that has none (docs/spec/portal-spec.md §2). */
export const NO_IMAGE = 'no image';

export const hasImage = (image: string | undefined): image is string =>
  Boolean(image?.trim()) && image?.trim().toLowerCase() !== NO_IMAGE;

/**
 * Loads a question's image with the session token and answers a blob: URL to show it with.
 * The token goes only to this app's own paths, never to another host.
 */
export async function getTestImage(src: string): Promise<string> {
  const sameOrigin = src.startsWith('/') && !src.startsWith('//');
  const token = sameOrigin ? getToken() : null;
  let response: Response;
  try {
    response = await fetch(src, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new NoResponseError();
  }
  if (!response.ok) throw new Error(`The image answered ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

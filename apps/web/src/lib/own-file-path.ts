import { storedFileIdOf, storedFilePath } from '@intake/contracts/stored-files';

/**
 * The same-origin path of a file this API stores (its full address or its path → its path), or
 * null for an address elsewhere. Only such paths get the session token.
 */
export function ownFilePath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return null;
  }
  const id = storedFileIdOf(parsed.pathname);
  return id ? storedFilePath(id) : null;
}

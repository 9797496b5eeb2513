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

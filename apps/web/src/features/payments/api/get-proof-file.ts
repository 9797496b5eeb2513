import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { ownFilePath } from '../../../lib/own-file-path';

/** `GET /api/files/{id}` with the session token (an <img> cannot send it); answers a blob: URL. */
export async function getProofFileUrl(path: string): Promise<string> {
  const response = await apiFetch(path, { authenticated: true });
  return URL.createObjectURL(await response.blob());
}

export type ProofFileState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

/**
 * The proof file as something an <img> or a link can open: a blob: URL fetched with the session
 * token for a file this API stores, the address itself for an https one elsewhere. The blob: URL
 * is revoked when the address changes or the component unmounts.
 */
export function useProofFile(url: string): ProofFileState {
  const path = ownFilePath(url);
  const [state, setState] = useState<ProofFileState>({ status: 'loading' });

  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    let created: string | null = null;
    setState({ status: 'loading' });
    getProofFileUrl(path).then(
      (src) => {
        if (cancelled) {
          URL.revokeObjectURL(src);
          return;
        }
        created = src;
        setState({ status: 'ready', src });
      },
      () => {
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [path]);

  if (path) return state;
  return /^https:\/\//i.test(url) ? { status: 'ready', src: url } : { status: 'failed' };
}

import { useEffect, useState } from 'react';
import { ownFilePath } from '../../lib/own-file-path';
import { getPictureBlobUrl } from './api/get-picture';

/**
 * What to put in an <img src> for a profile picture URL: a blob: URL of the picture fetched with
 * the session token when the API stores it (null until it has loaded, or if it fails), the address
 * itself for an http(s) picture elsewhere, and null without a picture. The blob: URL is revoked
 * when the URL changes or the component unmounts.
 */
export function useProfilePictureUrl(url: string | null | undefined): string | null {
  const path = url ? ownFilePath(url) : null;
  const [loaded, setLoaded] = useState<{ path: string; src: string } | null>(null);

  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    let created: string | null = null;
    getPictureBlobUrl(path).then(
      (src) => {
        if (cancelled) {
          URL.revokeObjectURL(src);
          return;
        }
        created = src;
        setLoaded({ path, src });
      },
      () => {
        // Without the picture the first letter of the name shows instead.
        if (!cancelled) setLoaded(null);
      },
    );
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [path]);

  if (!url) return null;
  if (path) return loaded?.path === path ? loaded.src : null;
  return /^https?:\/\//i.test(url) ? url : null;
}

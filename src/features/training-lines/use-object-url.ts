import { useCallback, useSyncExternalStore } from 'react';

/** The object URLs handed out, with how many mounted components show each. */
const objectUrls = new Map<Blob, { url: string; users: number }>();

/**
 * A `blob:` URL to show a chosen file (an image preview), or null. The URL is
 * made when the first component showing the file mounts and revoked when the
 * last one unmounts or shows another file, so previews never leak memory
 * (React's strict mode mounts twice: the count keeps that right).
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const subscribe = useCallback(
    // React reads the snapshot again right after subscribing: no change to announce.
    () => {
      if (!blob) return () => undefined;
      const entry = objectUrls.get(blob);
      if (entry) entry.users += 1;
      else objectUrls.set(blob, { url: URL.createObjectURL(blob), users: 1 });
      return () => {
        const current = objectUrls.get(blob);
        if (!current) return;
        current.users -= 1;
        if (current.users > 0) return;
        URL.revokeObjectURL(current.url);
        objectUrls.delete(blob);
      };
    },
    [blob],
  );
  return useSyncExternalStore(subscribe, () => (blob ? (objectUrls.get(blob)?.url ?? null) : null));
}

import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob or File, revoked when it changes or the component leaves; null without one.
 *
 * @example const src = useBlobUrl(file);
 */
export function useBlobUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

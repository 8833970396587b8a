import { useEffect, useState } from 'react';
import { useRuntime } from '../../hooks/useRuntime';
import { useBlobUrl } from '../../screens/client-portal/useBlobUrl';

/**
 * An object URL for a document file (BaixarArquivoDocumento), for thumbnails and stored drawings; null
 * until loaded or without a file id.
 *
 * @example const src = useFileUrl(photo.fileId);
 */
export function useFileUrl(fileId: string | undefined): string | null {
  const { command } = useRuntime();
  const [blob, setBlob] = useState<Blob | null>(null);
  useEffect(() => {
    setBlob(null);
    if (!fileId) return;
    let alive = true;
    command<Blob>('BaixarArquivoDocumento', { ID: fileId }, { responseType: 'blob', silent: true })
      .then((answer) => alive && setBlob(answer))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [command, fileId]);
  return useBlobUrl(blob);
}

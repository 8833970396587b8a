import { useEffect, useState } from 'react';
import { useRuntime } from '../../hooks/useRuntime';
import { useBlobUrl } from '../../components/files/useBlobUrl';

/**
 * Where a file comes from: a document's upload, a picture the model carries (EnviarImagemModelo), or a
 * record's image (EnviarImagem: entity image fields, the company logo).
 */
export type FileSource = 'BaixarArquivoDocumento' | 'BaixarImagemModelo' | 'BaixarImagem';

/**
 * An object URL for a document file (BaixarArquivoDocumento) or a model picture (BaixarImagemModelo),
 * for thumbnails and stored drawings; null until loaded or without a file id.
 *
 * @example const src = useFileUrl(photo.fileId); const plan = useFileUrl(image.fileId, 'BaixarImagemModelo');
 */
export function useFileUrl(
  fileId: string | undefined,
  source: FileSource = 'BaixarArquivoDocumento',
): string | null {
  const { command } = useRuntime();
  const [blob, setBlob] = useState<Blob | null>(null);
  useEffect(() => {
    setBlob(null);
    if (!fileId) return;
    let alive = true;
    command<Blob>(source, { ID: fileId }, { responseType: 'blob', silent: true })
      .then((answer) => alive && setBlob(answer))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [command, fileId, source]);
  return useBlobUrl(blob);
}

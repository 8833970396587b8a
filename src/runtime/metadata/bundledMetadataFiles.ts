import { bundledAppFiles } from './bundledAppFiles';
import type { FileMap } from './validateMetadataFiles';

/**
 * The bundled metadata files with every language catalogue, plus the `schemas/metadata` schemas they satisfy, the shape
 * validateMetadataFiles expects. Used by tests and the development build; the production bundle ships
 * only bundledAppFiles.
 *
 * @example buildAppMetadata(bundledMetadataFiles())
 */
export function bundledMetadataFiles(): FileMap {
  const schemas = import.meta.glob('/schemas/metadata/*.json', { eager: true, import: 'default' });
  const catalogues = import.meta.glob('/metadata/i18n/*.json', { eager: true, import: 'default' });
  const files: FileMap = bundledAppFiles();
  for (const [key, value] of Object.entries({ ...schemas, ...catalogues }))
    files[key.replace(/^\//, '')] = value;
  return files;
}

import type { FileMap } from './validateMetadataFiles';

/**
 * Every `metadata/**` and `schemas/**` JSON file, bundled by Vite at build time and keyed by its path from
 * the project root (`metadata/routes.json`), the shape validateMetadataFiles expects.
 *
 * @example buildAppMetadata(bundledMetadataFiles())
 */
export function bundledMetadataFiles(): FileMap {
  const modules = {
    ...import.meta.glob('/metadata/**/*.json', { eager: true, import: 'default' }),
    ...import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' }),
  };
  const files: FileMap = {};
  for (const [key, value] of Object.entries(modules)) files[key.replace(/^\//, '')] = value;
  return files;
}

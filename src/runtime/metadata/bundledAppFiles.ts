import type { FileMap } from './validateMetadataFiles';

/**
 * Every `metadata/**` JSON file, bundled by Vite at build time and keyed by its path from the project root
 * (`metadata/routes.json`). The schemas stay out: see bundledMetadataFiles for tests and development.
 *
 * @example pickAppMetadata(bundledAppFiles())
 */
export function bundledAppFiles(): FileMap {
  const modules = import.meta.glob('/metadata/**/*.json', { eager: true, import: 'default' });
  const files: FileMap = {};
  for (const [key, value] of Object.entries(modules)) files[key.replace(/^\//, '')] = value;
  return files;
}

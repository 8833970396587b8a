import type { FileMap } from './validateMetadataFiles';

/**
 * Every `metadata/**` JSON file and the `schemas/metadata` schemas they satisfy (command parameter
 * schemas stay on the server: the browser does not need them yet), bundled by Vite at build time and keyed by its path from
 * the project root (`metadata/routes.json`), the shape validateMetadataFiles expects.
 *
 * @example buildAppMetadata(bundledMetadataFiles())
 */
export function bundledMetadataFiles(): FileMap {
  const modules = {
    ...import.meta.glob('/metadata/**/*.json', { eager: true, import: 'default' }),
    ...import.meta.glob('/schemas/metadata/*.json', { eager: true, import: 'default' }),
  };
  const files: FileMap = {};
  for (const [key, value] of Object.entries(modules)) files[key.replace(/^\//, '')] = value;
  return files;
}

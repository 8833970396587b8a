import type { FileMap } from './validateMetadataFiles';

/**
 * Every `metadata/**` JSON file, bundled by Vite at build time and keyed by its path from the project root
 * (`metadata/routes.json`). The schemas stay out: see bundledMetadataFiles for tests and development.
 * `metadata/field-types/` stays out too (42 settings/value schemas the login page does not need): the
 * server and the build validate them from disk (readMetadataFiles). The language catalogues stay out as
 * well: each is its own chunk, loaded when needed (loadBundledCatalogue). So does `metadata/commands.json`:
 * its access table is the server's, the browser gets the commands' timeouts alone (bundledCommandTimeouts),
 * so `commands` is empty in the browser's AppMetadata.
 *
 * @example pickAppMetadata(bundledAppFiles())
 */
export function bundledAppFiles(): FileMap {
  const modules = import.meta.glob(
    ['/metadata/**/*.json', '!/metadata/field-types/**', '!/metadata/i18n/**', '!/metadata/commands.json'],
    {
      eager: true,
      import: 'default',
    },
  );
  const files: FileMap = {};
  for (const [key, value] of Object.entries(modules)) files[key.replace(/^\//, '')] = value;
  return files;
}

import type { AppMetadata } from './AppMetadata';
import { pickAppMetadata } from './pickAppMetadata';
import { validateMetadataFiles, type FileMap } from './validateMetadataFiles';

/**
 * Validates every metadata file against its schema (throwing a MetadataError that names file and JSON
 * path) and hands back the parts the browser runs on.
 *
 * @example
 * const meta = buildAppMetadata({ 'metadata/routes.json': [...], 'schemas/metadata/routes.schema.json': {...}, ... });
 * meta.routes[0].path // '/tasks'
 */
export function buildAppMetadata(files: FileMap): AppMetadata {
  validateMetadataFiles(files);
  return pickAppMetadata(files);
}

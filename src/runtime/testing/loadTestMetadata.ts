import type { AppMetadata } from '../metadata/AppMetadata';
import { buildAppMetadata } from '../metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../metadata/bundledMetadataFiles';

let cached: AppMetadata | undefined;

/** The project's real metadata, validated once per test file. */
export function loadTestMetadata(): AppMetadata {
  cached ??= buildAppMetadata(bundledMetadataFiles());
  return cached;
}

/** Folders whose every file shares one schema; any other `metadata/<name>.json` uses `campo:metadata/<name>`. */
const FOLDER_SCHEMAS: Record<string, string> = {
  'metadata/i18n/': 'campo:metadata/i18n',
  'metadata/entities/': 'campo:metadata/entity',
  'metadata/field-types/': 'campo:metadata/fieldType',
};

/**
 * Which schema a metadata file must satisfy, from its path relative to the project root.
 *
 * @example schemaIdForFile('metadata/routes.json') // 'campo:metadata/routes'
 */
export function schemaIdForFile(path: string): string {
  for (const [folder, id] of Object.entries(FOLDER_SCHEMAS)) if (path.startsWith(folder)) return id;
  const name = path.replace(/^metadata\//, '').replace(/\.json$/, '');
  return `campo:metadata/${name}`;
}

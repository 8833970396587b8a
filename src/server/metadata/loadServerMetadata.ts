import type { PlansMetadata } from '../../runtime/plans/PlansMetadata';
import { validateMetadataFiles, type FileMap } from '../../runtime/metadata/validateMetadataFiles';
import { readMetadataFiles } from './readMetadataFiles';
import type {
  CommandAccess,
  CompanyWideGroup,
  FunctionalityDefinition,
  ServerMetadata,
} from './ServerMetadata';

/**
 * Reads and validates the metadata (throws MetadataError naming file and path), and picks the parts the
 * server uses. `files` may be given to test with a fixture.
 *
 * @example const metadata = loadServerMetadata(process.cwd());
 */
export function loadServerMetadata(root: string, files: FileMap = readMetadataFiles(root)): ServerMetadata {
  const ajv = validateMetadataFiles(files);
  const messages: Record<string, object> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /^metadata\/i18n\/([^/]+)\.json$/.exec(path);
    if (match?.[1]) messages[match[1]] = content as object;
  }
  const roles = files['metadata/roles.json'] as { companyWideGroups: CompanyWideGroup[] };
  const functionalities = files['metadata/functionalities.json'] as {
    functionalities: FunctionalityDefinition[];
  };
  return {
    ajv,
    commands: files['metadata/commands.json'] as Record<string, CommandAccess>,
    companyWideGroups: roles.companyWideGroups,
    functionalities: functionalities.functionalities,
    plans: files['metadata/plans.json'] as PlansMetadata,
    messages,
    files,
  };
}

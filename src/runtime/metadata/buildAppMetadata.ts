import type { AppMetadata, CommandMeta, FunctionalityMeta } from './AppMetadata';
import type { MenusMeta } from './MenuMeta';
import type { RouteMeta } from './RouteMeta';
import type { PlansMetadata } from '../plans/PlansMetadata';
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
  const messages: Record<string, object> = {};
  for (const [file, data] of Object.entries(files)) {
    const m = /^metadata\/i18n\/(.+)\.json$/.exec(file);
    if (m?.[1]) messages[m[1]] = data as object;
  }
  const functionalities = files['metadata/functionalities.json'] as
    { functionalities: FunctionalityMeta[] } | undefined;
  return {
    routes: (files['metadata/routes.json'] as RouteMeta[] | undefined) ?? [],
    menus: (files['metadata/menus.json'] as MenusMeta | undefined) ?? {
      headers: { company: [], templateCompany: [], admin: [] },
      user: [],
    },
    functionalities: functionalities?.functionalities ?? [],
    plans: (files['metadata/plans.json'] as PlansMetadata | undefined) ?? {
      defaultPlan: 'TRIAL',
      trialDays: 3,
      limitedFunctionalities: [],
      plans: [{ name: 'TRIAL', score: 0 }],
    },
    commands: (files['metadata/commands.json'] as Record<string, CommandMeta> | undefined) ?? {},
    messages,
  };
}

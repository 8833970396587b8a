import type { AppMetadata, CommandMeta, FunctionalityMeta } from './AppMetadata';
import type { MenusMeta } from './MenuMeta';
import type { RouteMeta } from './RouteMeta';
import type { PlansMetadata } from '../plans/PlansMetadata';
import type { FileMap } from './validateMetadataFiles';
import type { EntityMeta } from '../entities/EntityMeta';
import { entityMenus } from '../entities/entityMenus';
import { entityRoutes } from '../entities/entityRoutes';

/**
 * The parts of the metadata files the browser runs on, without validating them: the production bundle
 * relies on the build step and the server start having validated the same files (this keeps Ajv and the
 * schemas off the login page). buildAppMetadata validates first.
 *
 * @example pickAppMetadata(bundledAppFiles()).routes[0].path // '/tasks'
 */
export function pickAppMetadata(files: FileMap): AppMetadata {
  const messages: Record<string, object> = {};
  const entities: Record<string, EntityMeta> = {};
  for (const [file, data] of Object.entries(files)) {
    const m = /^metadata\/i18n\/(.+)\.json$/.exec(file);
    if (m?.[1]) messages[m[1]] = data as object;
    if (/^metadata\/entities\/[^/]+\.json$/.test(file))
      entities[(data as EntityMeta).name] = data as EntityMeta;
  }
  // Entity pages and menu items are derived here, at boot: adding an entity file needs no code.
  const routes = entityRoutes(
    Object.values(entities),
    (files['metadata/routes.json'] as RouteMeta[] | undefined) ?? [],
  );
  const menus = entityMenus(
    Object.values(entities),
    routes,
    (files['metadata/menus.json'] as MenusMeta | undefined) ?? {
      headers: { company: [], templateCompany: [], admin: [] },
      user: [],
    },
  );
  const functionalities = files['metadata/functionalities.json'] as
    { functionalities: FunctionalityMeta[] } | undefined;
  return {
    routes,
    menus,
    entities,
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

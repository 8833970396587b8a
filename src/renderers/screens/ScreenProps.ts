import type { RouteMeta } from '../../runtime/metadata/RouteMeta';

/** What every screen renderer receives: its route metadata and the path parameters. */
export interface ScreenProps {
  route: RouteMeta;
  params: Record<string, string | undefined>;
}

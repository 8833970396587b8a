import type { EntityMeta } from '../../runtime/entities/EntityMeta';
import type { RouteMeta } from '../../runtime/metadata/RouteMeta';
import { useRuntime } from './useRuntime';

/** The entity of an entity page's route; fails naming the route when the metadata has no such entity. */
export function useEntityMeta(route: RouteMeta): EntityMeta {
  const { metadata } = useRuntime();
  const entity = route.entity ? metadata.entities[route.entity] : undefined;
  if (!entity) throw new Error(`Route "${route.name}" (${route.path}) names no entity of metadata/entities/`);
  return entity;
}

import type { EntityMeta } from '../../runtime/entities/EntityMeta';
import { canAccess } from '../../runtime/access/canAccess';
import { useAccessContext } from './useAccessContext';
import { useRuntime } from './useRuntime';

/** Where an entity's pages are and whether the user may open them (through canAccess). */
export interface EntityPaths {
  list?: string;
  new?: string;
  edit?: (id: number | string) => string;
  view?: (id: number | string) => string;
  createMultiple?: string;
  canEdit: boolean;
}

const SCREENS = {
  list: 'entity-list',
  view: 'entity-view',
  createMultiple: 'entity-create-multiple',
} as const;

/** The paths of an entity's pages from the merged routes, those the user may not open left out. */
export function useEntityPaths(entity: EntityMeta): EntityPaths {
  const { metadata } = useRuntime();
  const ctx = useAccessContext();
  const open = (path: string) => {
    const route = metadata.routes.find((r) => r.entity === entity.name && r.path === path);
    return route && canAccess(route, ctx).ok ? route.path : undefined;
  };
  const withId = (path: string | undefined) =>
    path ? (id: number | string) => path.replace(':id', String(id)) : undefined;
  // The company's own pages: the admin's bulk pages for a chosen company share the screen type.
  const byScreen = (screen: string) =>
    metadata.routes.find((r) => r.entity === entity.name && r.screen === screen && !r.admin)?.path;
  const formPath = (page: 'new' | 'edit') => entity.routes[page].replace(/\{([a-zA-Z0-9_]+)\}/g, ':$1');
  const list = byScreen(SCREENS.list);
  const view = byScreen(SCREENS.view);
  const createMultiple = byScreen(SCREENS.createMultiple);
  return {
    list: list && open(list),
    new: open(formPath('new')),
    edit: withId(open(formPath('edit'))),
    view: withId(view && open(view)),
    createMultiple: createMultiple && open(createMultiple),
    canEdit: canAccess({ functionality: entity.functionality, level: 'EDIT' }, ctx).ok,
  };
}

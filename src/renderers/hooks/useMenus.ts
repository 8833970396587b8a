import { useMemo } from 'react';
import { headerMenuFor } from '../../runtime/navigation/headerMenuFor';
import { visibleMenu, type VisibleMenuItem } from '../../runtime/navigation/visibleMenu';
import { useAccessContext } from './useAccessContext';
import { useRuntime } from './useRuntime';

/** The header and user menus the current user may see, filtered by the runtime's one access gate. */
export function useMenus(): { header: VisibleMenuItem[]; user: VisibleMenuItem[] } {
  const { metadata } = useRuntime();
  const access = useAccessContext();
  return useMemo(
    () => ({
      header: visibleMenu(headerMenuFor(metadata.menus, access.user), metadata.routes, access),
      user: visibleMenu(metadata.menus.user, metadata.routes, access),
    }),
    [metadata, access],
  );
}

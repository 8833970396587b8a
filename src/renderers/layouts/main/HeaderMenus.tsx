import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useLocation } from 'react-router';
import type { VisibleMenuItem } from '../../../runtime/navigation/visibleMenu';
import { HeaderDropdown } from './HeaderDropdown';

/** True when the item (or one of its children) points at the current page. */
function isActive(item: VisibleMenuItem, pathname: string): boolean {
  if (item.path === pathname) return true;
  return (item.children ?? []).some((c) => isActive(c, pathname));
}

/** The desktop header navigation: links and dropdown groups from metadata/menus.json. */
export function HeaderMenus(props: { items: VisibleMenuItem[]; label: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={props.label} sx={{ display: 'flex', gap: 0.5, ml: 3 }}>
      {props.items.map((item) =>
        item.children ? (
          <HeaderDropdown key={item.id} item={item} active={isActive(item, pathname)} />
        ) : (
          <Button
            key={item.id}
            data-tour={item.id}
            color="inherit"
            component={RouterLink}
            to={item.path ?? '/'}
            aria-current={isActive(item, pathname) ? 'page' : undefined}
            sx={{
              borderBottom: 2,
              borderColor: isActive(item, pathname) ? 'common.white' : 'transparent',
              borderRadius: 0,
              px: 1.5,
            }}
          >
            {t(item.label)}
          </Button>
        ),
      )}
    </Box>
  );
}

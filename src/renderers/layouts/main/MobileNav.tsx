import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useLocation } from 'react-router';
import type { VisibleMenuItem } from '../../../runtime/navigation/visibleMenu';

/** The header menus on small screens: the same items in a drawer, groups as list sections. */
export function MobileNav(props: {
  items: VisibleMenuItem[];
  open: boolean;
  onClose: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const link = (item: VisibleMenuItem, nested: boolean) => (
    <ListItem key={item.id} disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.path ?? '/'}
        selected={item.path === pathname}
        aria-current={item.path === pathname ? 'page' : undefined}
        onClick={props.onClose}
        sx={{ pl: nested ? 3 : 2 }}
      >
        <ListItemText primary={t(item.label)} />
      </ListItemButton>
    </ListItem>
  );
  return (
    <Drawer open={props.open} onClose={props.onClose}>
      <Box component="nav" aria-label={props.label} sx={{ width: 280 }}>
        <Typography sx={{ px: 2, py: 2, fontWeight: 700, fontSize: '1.25rem', color: 'primary.main' }}>
          {t('app.name')}
        </Typography>
        <List>
          {props.items.map((item) =>
            item.children ? (
              <li key={item.id}>
                <List subheader={<ListSubheader>{t(item.label)}</ListSubheader>}>
                  {item.children.map((child) => link(child, true))}
                </List>
              </li>
            ) : (
              link(item, false)
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}

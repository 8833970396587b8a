import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';

/** A page the list's header links to: its route name (for the access check), path, label and icon. */
export interface CreateLink {
  route: string;
  to: string;
  label: string;
  icon: ReactNode;
  main?: boolean;
}

/**
 * The header's ways to create tasks: all as buttons on a wide screen; on a phone the main one and a
 * menu with the others, so the list is not pushed below the fold.
 */
export function CreateLinks(props: { links: CreateLink[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = (link: CreateLink) => (
    <Button
      key={link.to}
      data-tour={link.main ? 'newTask' : undefined}
      variant={link.main ? 'contained' : 'outlined'}
      startIcon={link.icon}
      component={RouterLink}
      to={link.to}
    >
      {t(link.label)}
    </Button>
  );
  if (!phone) return <>{props.links.map(button)}</>;
  const others = props.links.filter((l) => !l.main);
  return (
    <>
      {props.links.filter((l) => l.main).map(button)}
      {others.length > 0 && (
        <>
          <IconButton
            aria-label={t('taskList.moreCreate')}
            aria-haspopup="menu"
            aria-expanded={!!anchor}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreVert />
          </IconButton>
          <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
            {others.map((link) => (
              <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setAnchor(null)}>
                <ListItemIcon>{link.icon}</ListItemIcon>
                {t(link.label)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </>
  );
}

import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { VisibleMenuItem } from '../../../runtime/navigation/visibleMenu';

/** A header group as a button opening a menu of its items (arrow keys move, Escape closes). */
export function HeaderDropdown(props: { item: VisibleMenuItem; active: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  return (
    <>
      <Button
        id={buttonId}
        data-tour={props.item.id}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<KeyboardArrowDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          borderBottom: 2,
          borderColor: props.active ? 'common.white' : 'transparent',
          borderRadius: 0,
          px: 1.5,
        }}
      >
        {t(props.item.label)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {(props.item.children ?? []).map((child) => (
          <MenuItem
            key={child.id}
            component={RouterLink}
            to={child.path ?? '/'}
            onClick={() => setAnchor(null)}
          >
            {t(child.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

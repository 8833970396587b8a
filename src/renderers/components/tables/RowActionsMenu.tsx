import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { RecordAction } from '../crud/RecordAction';

/**
 * A row's actions behind one "Ações" button (a phone has no room for a column of buttons): a menu of
 * links and commands, usable with the keyboard. `name` names the row in the button's spoken name.
 *
 * @example <RowActionsMenu name="Ana" actions={[{ label: 'Editar', to: '/employee/edit/3' }]} />
 */
export function RowActionsMenu(props: { actions: RecordAction[]; name?: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  if (!props.actions.length) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={props.name ? t('common.rowActionsOf', { name: props.name }) : t('common.rowActions')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        onClick={(e) => e.stopPropagation()}
      >
        {props.actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            sx={action.danger ? { color: 'error.main' } : undefined}
            onClick={() => {
              close();
              action.onClick?.();
            }}
            {...(action.to ? { component: RouterLink, to: action.to } : {})}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

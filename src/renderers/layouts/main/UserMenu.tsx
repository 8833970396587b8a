import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { VisibleMenuItem } from '../../../runtime/navigation/visibleMenu';
import { useSession } from '../../hooks/useSession';
import { useSignOut } from '../../hooks/useSignOut';
import { UserAvatar } from './UserAvatar';

/** Avatar and name opening the user menu (profile, company data and permissions when allowed, logout). */
export function UserMenu(props: { items: VisibleMenuItem[]; compact: boolean }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);
  const name = user?.name ?? '';
  const close = () => setAnchor(null);
  return (
    <>
      <ButtonBase
        aria-label={t('userMenu.open', { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          borderRadius: 6,
          p: 0.5,
          pr: props.compact ? 0.5 : 1.5,
          gap: 1,
          '&.Mui-focusVisible': { outline: '2px solid #fff' },
        }}
      >
        <UserAvatar decorative />
        {!props.compact && (
          <Typography component="span" sx={{ fontWeight: 600, maxWidth: 180 }} noWrap>
            {name}
          </Typography>
        )}
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography sx={{ px: 2, py: 1, color: 'text.secondary', fontSize: '0.875rem' }} noWrap>
          {user?.email}
        </Typography>
        <Divider />
        {props.items.map((item) =>
          item.action === 'logout' ? (
            <MenuItem
              key={item.id}
              sx={{ borderTop: 1, borderColor: 'divider', mt: 0.5 }}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              {t(item.label)}
            </MenuItem>
          ) : (
            <MenuItem key={item.id} component={RouterLink} to={item.path ?? '/'} onClick={close}>
              {t(item.label)}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}

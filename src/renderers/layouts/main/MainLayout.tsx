import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import { DownloadsButton } from '../../components/downloads/DownloadsButton';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useMenus } from '../../hooks/useMenus';
import { HeaderMenus } from './HeaderMenus';
import { MobileNav } from './MobileNav';
import { UserMenu } from './UserMenu';
import { GuidedTour } from './GuidedTour';
import { PaymentAlert } from './PaymentAlert';

/**
 * The app's frame for signed-in pages: a teal header with the product name, the header menus (a drawer
 * below the md breakpoint), the downloads queue and the user menu, above the page.
 */
export function MainLayout(props: { children?: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { header, user } = useMenus();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The downloads queue is the user's files of tasks (TASK VIEW); the platform administrator has none.
  const canDownload = canAccess({ functionality: 'TASK', level: 'VIEW' }, useAccessContext()).ok;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* A button, not href="#main-content": in hash routing an anchor would change the route. */}
      <Link
        component="button"
        onClick={() => document.getElementById('main-content')?.focus()}
        sx={visuallyHiddenUntilFocused}
      >
        {t('app.skipToContent')}
      </Link>
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 1 }}>
          {compact && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('common.openMenu')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            sx={{ fontWeight: 700, fontSize: '1.35rem', letterSpacing: '-0.01em' }}
          >
            {t('app.name')}
          </Link>
          {!compact && <HeaderMenus items={header} label={t('menu.main')} />}
          <Box sx={{ flexGrow: 1 }} />
          {canDownload && <DownloadsButton />}
          <UserMenu items={user} compact={compact} />
        </Toolbar>
      </AppBar>
      {compact && (
        <MobileNav
          items={header}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          label={t('menu.main')}
        />
      )}
      <Container
        component="main"
        id="main-content"
        tabIndex={-1}
        maxWidth="lg"
        sx={{ py: { xs: 2, sm: 4 }, outline: 'none' }}
      >
        {props.children}
      </Container>
      {!compact && <GuidedTour />}
      <PaymentAlert />
    </Box>
  );
}

/** Skip link: invisible until focused by the keyboard. */
const visuallyHiddenUntilFocused = {
  position: 'absolute',
  left: -9999,
  top: 8,
  zIndex: 2000,
  bgcolor: 'background.paper',
  p: 1,
  borderRadius: 1,
  '&:focus': { left: 8 },
} as const;

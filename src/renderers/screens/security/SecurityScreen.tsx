import Lock from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../components/CenteredMessage';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';

/** Access denied: the functionality of the page asked for is not active for this user. */
export function SecurityScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  return (
    <CenteredMessage
      icon={<Lock color="primary" sx={{ fontSize: 48 }} />}
      title={t('pages.securityTitle')}
      text={t('pages.securityText')}
      actions={
        <Button variant="outlined" component={RouterLink} to="/profile">
          {t('menu.profile')}
        </Button>
      }
    />
  );
}

import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../components/CenteredMessage';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';

/** Unknown paths land here; the button goes home, where the guard picks the user's landing page. */
export function PageNotFoundScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  return (
    <CenteredMessage
      icon={<SearchOff color="primary" sx={{ fontSize: 48 }} />}
      title={t('pages.notFoundTitle')}
      text={t('pages.notFoundText')}
      actions={
        <Button variant="contained" component={RouterLink} to="/">
          {t('common.goHome')}
        </Button>
      }
    />
  );
}

import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from '../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from './CenteredMessage';

/**
 * A record page whose record is not there (absent, deleted, another company's: isNotFoundError): says so
 * and offers the way back, to the list when the page has one, home otherwise. Never a spinner that waits.
 */
export function NotFound(props: { back?: string }) {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      icon={<SearchOff color="primary" sx={{ fontSize: 48 }} />}
      title={t('pages.recordNotFoundTitle')}
      text={t('pages.recordNotFoundText')}
      actions={
        <Button variant="contained" component={RouterLink} to={props.back ?? '/'}>
          {props.back ? t('pages.backToList') : t('common.goHome')}
        </Button>
      }
    />
  );
}

import CloudOff from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredMessage } from '../../components/CenteredMessage';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';

/** The server could not be reached: "try again" re-checks the stored session and returns where the user was. */
export function ConnectionErrorScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { session } = useRuntime();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const retry = async () => {
    setBusy(true);
    await session.getState().restore();
    setBusy(false);
    const back = search.get('redirect');
    await navigate(back && back.startsWith('/') && !back.startsWith('//') ? back : '/', { replace: true });
  };

  return (
    <CenteredMessage
      icon={<CloudOff color="primary" sx={{ fontSize: 48 }} />}
      title={t('pages.connectionTitle')}
      text={t('pages.connectionText')}
      actions={
        <Button variant="contained" onClick={retry} disabled={busy}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}

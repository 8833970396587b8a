import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../hooks/useTranslation';

/** Shown while a lazy screen downloads or the stored session is being checked. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

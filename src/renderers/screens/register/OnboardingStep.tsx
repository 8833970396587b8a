import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useNavigate } from 'react-router';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';

/** The onboarding step after registration: a welcome, then CompleteOnboarding and the landing page. */
export function OnboardingStep() {
  const { t } = useTranslation();
  const { command, session } = useRuntime();
  const navigate = useNavigate();
  const name = useSession((s) => s.user?.name ?? '');
  const [busy, setBusy] = useState(false);
  const finish = async () => {
    setBusy(true);
    try {
      await command('CompleteOnboarding', {}, { silentOnSuccess: true });
      await session.getState().refreshUser();
      void navigate('/', { replace: true });
    } catch {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        {t('register.onboardingTitle', { name: name.split(' ')[0] })}
      </Typography>
      <Typography color="text.secondary">{t('register.onboardingText')}</Typography>
      <Typography component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
        <li>{t('register.onboardingStep1')}</li>
        <li>{t('register.onboardingStep2')}</li>
        <li>{t('register.onboardingStep3')}</li>
      </Typography>
      <Button variant="contained" size="large" disabled={busy} onClick={() => void finish()}>
        {t('register.onboardingStart')}
      </Button>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { TextInput } from '../../components/TextInput';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';

/**
 * Forgot password: RequestPasswordRecovery, then the same message whether or not the e-mail exists, so
 * the page does not reveal who has an account.
 */
export function ForgotPasswordScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { command } = useRuntime();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await command(
        'RequestPasswordRecovery',
        { EMAIL: email.trim().toLowerCase() },
        { silentOnSuccess: true },
      );
      setSent(true);
    } catch {
      // The adapter already showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t('auth.forgotTitle')}
      </Typography>
      {sent ? (
        <Alert severity="success" sx={{ my: 2 }}>
          {t('auth.forgotSent')}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary">{t('auth.forgotIntro')}</Typography>
          <TextInput
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            autoFocus
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={busy || !email.includes('@')}
            sx={{ mt: 2 }}
          >
            {t('auth.send')}
          </Button>
        </>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          {t('auth.backToLogin')}
        </Link>
      </Box>
    </Box>
  );
}

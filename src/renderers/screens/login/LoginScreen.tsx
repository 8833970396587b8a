import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { TextInput } from '../../components/TextInput';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { accessContextOf } from '../../../runtime/access/accessContextOf';
import { landingPath } from '../../../runtime/navigation/landingPath';
import { PasswordField } from '../../components/PasswordField';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';

/** Only in-app paths are followed after login, so a crafted link cannot send the user elsewhere. */
function safeRedirect(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login')
    ? value
    : null;
}

/**
 * Login (spec 000 sections 2, 4, 8): the username is lower-cased by the session before sending; a refused
 * login stays here (the adapter shows why); success goes to the `redirect` query or the landing page.
 */
export function LoginScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { session, metadata } = useRuntime();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await session.getState().login(username, password);
    setBusy(false);
    if (outcome !== 'ok') return;
    const state = session.getState();
    const landing = landingPath(
      metadata.routes,
      metadata.menus,
      accessContextOf(state, metadata.functionalities),
    );
    await navigate(safeRedirect(search.get('redirect')) ?? landing, { replace: true });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TextInput
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        inputProps={{ autoCapitalize: 'none', spellCheck: false, inputMode: 'email' }}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy || !username || !password}
        sx={{ mt: 2 }}
      >
        {t('auth.enter')}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/forgot-password">
          {t('auth.forgotPassword')}
        </Link>
      </Box>
      {/* Spec 000 section 1: visitors can start a trial; /trial is the registration that opens it. */}
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        {t('auth.noAccount')}{' '}
        <Link component={RouterLink} to="/trial">
          {t('auth.startTrial')}
        </Link>
      </Typography>
    </Box>
  );
}

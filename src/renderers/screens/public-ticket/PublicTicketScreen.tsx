import LinkOff from '@mui/icons-material/LinkOff';
import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useSearchParams } from 'react-router';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { CenteredMessage } from '../../components/CenteredMessage';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PasswordField } from '../../components/PasswordField';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import type { PublicAsset } from './PublicAsset';
import { PublicAssetCard } from './PublicAssetCard';

type View =
  | { state: 'loading' }
  | { state: 'password'; error?: string }
  | { state: 'unavailable'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'shown'; asset: PublicAsset };

/**
 * The public page of a shared asset (`/ticket?token=...`, no login): ConsultarAtivoPublico with the
 * link's token; a protected share asks for its access password first ('Senha de acesso incorreta' when
 * wrong); a disabled, retired or unknown link shows the unavailable message.
 */
export function PublicTicketScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { command } = useRuntime();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [view, setView] = useState<View>({ state: 'loading' });
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const open = useCallback(
    async (withPassword?: string) => {
      try {
        const answer = await command<{ ATIVO?: PublicAsset; PASSWORD_REQUIRED?: boolean }>(
          'ConsultarAtivoPublico',
          { TOKEN: token, ...(withPassword ? { PASSWORD: withPassword } : {}) },
          { silent: true },
        );
        setView(answer.ATIVO ? { state: 'shown', asset: answer.ATIVO } : { state: 'password' });
      } catch (error) {
        const message = error instanceof Error ? error.message : t('errors.INTERNAL_ERROR');
        const code = error instanceof CommandError ? error.code : undefined;
        if (code === 'SHARE_WRONG_PASSWORD') setView({ state: 'password', error: message });
        else if (code === 'SHARE_UNAVAILABLE' || code === 'INVALID_PARAMETERS')
          setView({ state: 'unavailable', message: t('errors.SHARE_UNAVAILABLE') });
        else setView({ state: 'failed', message });
      }
    },
    [command, token, t],
  );

  useEffect(() => {
    if (!token) setView({ state: 'unavailable', message: t('errors.SHARE_UNAVAILABLE') });
    else void open();
  }, [token, open, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    await open(password);
    setBusy(false);
  };

  let body;
  switch (view.state) {
    case 'loading':
      body = <FullPageSpinner />;
      break;
    case 'unavailable':
      body = (
        <CenteredMessage
          icon={<LinkOff color="action" sx={{ fontSize: 48 }} />}
          title={t('ticket.unavailableTitle')}
          text={view.message}
        />
      );
      break;
    case 'failed':
      body = (
        <CenteredMessage
          title={t('ticket.failedTitle')}
          text={view.message}
          actions={
            <Button variant="contained" onClick={() => void open(password || undefined)}>
              {t('common.tryAgain')}
            </Button>
          }
        />
      );
      break;
    case 'password':
      body = (
        <Card sx={{ p: { xs: 2, sm: 4 }, maxWidth: 440, mx: 'auto' }}>
          <Box component="form" noValidate onSubmit={submit}>
            <Lock color="primary" sx={{ fontSize: 40 }} />
            <Typography variant="h1" component="h1" sx={{ mt: 1 }}>
              {t('ticket.passwordTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('ticket.passwordText')}
            </Typography>
            {view.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {view.error}
              </Alert>
            )}
            <PasswordField
              label={t('ticket.password')}
              name="password"
              autoComplete="off"
              autoFocus
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" variant="contained" fullWidth size="large" disabled={busy || !password}>
              {t('ticket.access')}
            </Button>
          </Box>
        </Card>
      );
      break;
    case 'shown':
      body = <PublicAssetCard asset={view.asset} />;
      break;
  }
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <Typography
        component="p"
        sx={{ fontWeight: 700, color: 'primary.main', mb: 2, textAlign: { xs: 'center', sm: 'left' } }}
      >
        {t('app.name')}
      </Typography>
      {body}
    </Box>
  );
}

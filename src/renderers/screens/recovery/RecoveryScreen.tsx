import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { TextInput } from '../../components/TextInput';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useNewPassword } from '../../hooks/useNewPassword';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';

type CodeState = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * Password recovery (`/recovery/:code?`): the code from the e-mail link is checked (CheckRecoveryCode),
 * then a new password and its confirmation are set with the strict rule (RecoverPassword).
 */
export function RecoveryScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { command } = useRuntime();
  const notify = useNotify();
  const navigate = useNavigate();
  const [code, setCode] = useState(props.params.code ?? '');
  const [codeState, setCodeState] = useState<CodeState>(props.params.code ? 'checking' : 'none');
  const pair = useNewPassword();
  const [tried, setTried] = useState(false);
  const { busy, run } = useCommandAction();

  const check = async (value: string) => {
    setCodeState('checking');
    try {
      const answer = await command<{ VALID: boolean }>(
        'CheckRecoveryCode',
        { CODE: value },
        { silentOnSuccess: true },
      );
      setCodeState(answer.VALID ? 'valid' : 'invalid');
    } catch {
      setCodeState('invalid');
    }
  };

  const linkCode = props.params.code;
  useEffect(() => {
    // The e-mail link carries the code: check it once on arrival.
    if (linkCode) void check(linkCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the link's code changes
  }, [linkCode]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!pair.valid) return;
    await run(
      'RecoverPassword',
      { CODE: code, PASSWORD: pair.password, CONFIRMATION: pair.confirmation },
      {
        silentOnSuccess: true,
        stayBusy: true,
        onDone: async () => {
          notify('success', t('auth.recoverySaved'));
          await navigate('/login', { replace: true });
        },
      },
    );
  };

  const back = (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to="/login">
        {t('auth.backToLogin')}
      </Link>
    </Box>
  );

  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t('auth.recoveryTitle')}
      </Typography>
      {codeState === 'checking' && <FullPageSpinner />}
      {codeState === 'invalid' && (
        <Alert severity="error" sx={{ my: 2 }}>
          {t('auth.recoveryInvalid')}{' '}
          <Link component={RouterLink} to="/forgot-password">
            {t('auth.forgotPassword')}
          </Link>
        </Alert>
      )}
      {(codeState === 'none' || (codeState === 'invalid' && !linkCode)) && (
        <Box
          component="form"
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void check(code.trim());
          }}
        >
          <TextInput
            label={t('auth.recoveryCode')}
            name="code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            size="large"
            disabled={!code.trim()}
            sx={{ mt: 1 }}
          >
            {t('auth.checkCode')}
          </Button>
        </Box>
      )}
      {codeState === 'valid' && (
        <Box component="form" noValidate onSubmit={save}>
          <NewPasswordFields
            labels={{ password: t('auth.newPassword'), confirmation: t('auth.confirmation') }}
            {...pair.fields}
            showProblems={tried}
          />
          <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 1 }}>
            {t('common.save')}
          </Button>
        </Box>
      )}
      {back}
    </Box>
  );
}

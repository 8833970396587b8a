import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { isValidPhone } from '../../../runtime/validators/isValidPhone';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextInput } from '../../components/TextInput';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useNewPassword } from '../../hooks/useNewPassword';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';

interface Invite {
  email: string;
  company: string;
  role: string | null;
  expiresAt: string;
}

/**
 * The employee invite screen (`/register/:token`, the link mailed by EnviarConvites): shows the company,
 * e-mail and role of the invite, and the invitee sets name, surname, phone and password (AceitarConvite),
 * then is logged in. A bad, used or expired link shows 'Você não tem um token válido'.
 */
export function InviteAcceptScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { command, session } = useRuntime();
  const token = props.params.token ?? '';
  const [invite, setInvite] = useState<Invite | null | undefined>(undefined);
  const [values, setValues] = useState({ name: '', surname: '', phone: '' });
  const pair = useNewPassword();
  const [tried, setTried] = useState(false);
  const { busy, run } = useCommandAction();

  useEffect(() => {
    let alive = true;
    command<{ CONVITE: Invite }>('ConsultarConvite', { TOKEN: token }, { silent: true })
      .then((answer) => alive && setInvite(answer.CONVITE))
      .catch(() => alive && setInvite(null));
    return () => {
      alive = false;
    };
  }, [command, token]);

  if (invite === undefined) return <FullPageSpinner />;
  if (invite === null)
    return (
      <Box>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {t('invitePages.title')}
        </Typography>
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('errors.INVITE_INVALID_TOKEN')}
        </Alert>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('invitePages.askAgain')}
        </Typography>
        <Link component={RouterLink} to="/login">
          {t('auth.backToLogin')}
        </Link>
      </Box>
    );

  const problems = {
    name: !values.name.trim() ? 'REQUIRED_FIELD' : undefined,
    surname: !values.surname.trim() ? 'REQUIRED_FIELD' : undefined,
    phone: !values.phone.trim()
      ? 'REQUIRED_FIELD'
      : !isValidPhone(values.phone)
        ? 'INVALID_PHONE'
        : undefined,
  };
  const field = (key: keyof typeof values) => ({
    value: values[key],
    required: true,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: tried && !!problems[key],
    helperText: tried && problems[key] ? t(`errors.${problems[key]}`) : undefined,
  });

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean) || !pair.valid) return;
    await run<{ AUTH_TOKEN: string }>(
      'AceitarConvite',
      {
        TOKEN: token,
        NAME: values.name.trim(),
        SURNAME: values.surname.trim(),
        PHONE: values.phone.trim(),
        PASSWORD: pair.password,
        CONFIRMATION: pair.confirmation,
      },
      {
        silentOnSuccess: true,
        stayBusy: true,
        onDone: (answer) => session.getState().loginWithToken(answer.AUTH_TOKEN),
      },
    );
  };

  return (
    <Box component="form" onSubmit={accept} noValidate>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t('invitePages.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('invitePages.intro', { company: invite.company, role: invite.role ?? '' })}
      </Typography>
      <TextInput label={t('employeePages.email')} value={invite.email} readOnly name="email" />
      <TextInput
        label={t('employeePages.name')}
        name="given-name"
        autoComplete="given-name"
        {...field('name')}
      />
      <TextInput
        label={t('employeePages.surname')}
        name="family-name"
        autoComplete="family-name"
        {...field('surname')}
      />
      <TextInput
        label={t('employeePages.phone')}
        name="tel"
        type="tel"
        autoComplete="tel"
        {...field('phone')}
      />
      <NewPasswordFields
        labels={{ password: t('employeePages.newPassword'), confirmation: t('employeePages.confirmation') }}
        {...pair.fields}
        showProblems={tried}
      />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
        {t('invitePages.accept')}
      </Button>
    </Box>
  );
}

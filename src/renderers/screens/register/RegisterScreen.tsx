import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { checkNewPassword } from '../../../runtime/validators/checkNewPassword';
import { isValidCnpj } from '../../../runtime/validators/isValidCnpj';
import { isValidEmail } from '../../../runtime/validators/isValidEmail';
import { isValidPhone } from '../../../runtime/validators/isValidPhone';
import { NativeSelect } from '../../components/NativeSelect';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextInput } from '../../components/TextInput';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../ScreenProps';
import { OnboardingStep } from './OnboardingStep';

const FIELDS = ['name', 'companyName', 'cnpj', 'phone', 'email'] as const;
type Field = (typeof FIELDS)[number];

const FIELD_INPUT: Record<
  Field,
  { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  name: { autoComplete: 'name' },
  companyName: { autoComplete: 'organization' },
  cnpj: { inputMode: 'numeric' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
};

/**
 * Registration (spec 001 section 5): every field required, valid CNPJ, phone and corporate e-mail, the
 * strict password rule, terms accepted. RegisterCompany answers a token: the user is logged in and the
 * onboarding step follows (CompleteOnboarding, then the landing page). A `template` query is passed on.
 */
export function RegisterScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { command, session } = useRuntime();
  const [search] = useSearchParams();
  const status = useSession((s) => s.status);
  const onboardingCompleted = useSession((s) => s.onboardingCompleted);
  const { data: sizes } = useCommandData<{ OPCOES: { key: string; label: string }[] }>(
    'ConsultarOpcoesQuantidadeColaboradores',
  );
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    companyName: '',
    cnpj: '',
    phone: '',
    email: '',
  });
  const [employees, setEmployees] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [terms, setTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  if (status === 'authenticated' && (search.get('onboarding') === '1' || !onboardingCompleted))
    return <OnboardingStep />;

  const problems: Partial<Record<Field | 'employees' | 'terms', string>> = {};
  for (const f of FIELDS) if (!values[f].trim()) problems[f] = 'errors.REQUIRED_FIELD';
  if (values.cnpj && !isValidCnpj(values.cnpj)) problems.cnpj = 'errors.INVALID_CNPJ';
  if (values.phone && !isValidPhone(values.phone)) problems.phone = 'errors.INVALID_PHONE';
  if (values.email && !isValidEmail(values.email)) problems.email = 'errors.INVALID_EMAIL';
  if (!employees) problems.employees = 'errors.REQUIRED_FIELD';
  if (!terms) problems.terms = 'register.termsRequired';
  const passwordProblems = checkNewPassword(password, confirmation);
  const show = (key: keyof typeof problems) => (submitted && problems[key] ? t(problems[key]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length || Object.keys(passwordProblems).length) return;
    setBusy(true);
    try {
      const template = search.get('template');
      const answer = await command<{ AUTH_TOKEN: string }>(
        'RegisterCompany',
        {
          NAME: values.name.trim(),
          COMPANY_NAME: values.companyName.trim(),
          CNPJ: values.cnpj,
          PHONE: values.phone,
          EMAIL: values.email.trim().toLowerCase(),
          EMPLOYEES: employees,
          PASSWORD: password,
          CONFIRMATION: confirmation,
          TERMS: 'true',
          ...(template ? { TEMPLATE_ID: template } : {}),
        },
        { silentOnSuccess: true },
      );
      await session.getState().loginWithToken(answer.AUTH_TOKEN);
    } catch {
      // The adapter showed why (e.g. the company name is already registered).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h1" component="h1">
        {t('register.title')}
      </Typography>
      <Typography color="text.secondary">{t('register.intro')}</Typography>
      {FIELDS.map((f) => (
        <TextInput
          key={f}
          label={t(`register.${f}`)}
          name={f}
          required
          type={FIELD_INPUT[f].type}
          autoComplete={FIELD_INPUT[f].autoComplete}
          inputProps={FIELD_INPUT[f].inputMode ? { inputMode: FIELD_INPUT[f].inputMode } : undefined}
          value={values[f]}
          onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
          error={Boolean(show(f))}
          helperText={show(f)}
        />
      ))}
      <NativeSelect
        label={t('register.employees')}
        name="employees"
        required
        value={employees}
        onChange={setEmployees}
        placeholder={t('companyData.choose')}
        options={(sizes?.OPCOES ?? []).map((o) => ({ value: o.key, label: o.label }))}
        error={Boolean(show('employees'))}
        helperText={show('employees')}
        margin="normal"
      />
      <NewPasswordFields
        labels={{ password: t('register.password'), confirmation: t('register.confirmation') }}
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        problems={passwordProblems}
        showProblems={submitted}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} required />}
        label={t('register.terms')}
      />
      {show('terms') && <FormHelperText error>{show('terms')}</FormHelperText>}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
        {t('register.submit')}
      </Button>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          {t('register.haveAccount')}
        </Link>
      </Typography>
    </Box>
  );
}

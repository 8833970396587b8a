// Hand-written, not the generic entity form (issue 12 looked): SalvarColaborador, not SaveEntity, saves
// an employee, because it also creates the login (e-mail and password with confirmation, required only
// to create) and counts the plan's licences; the role comes from ConsultarGruposPermissoes, not from a
// metadata lookup. The generic form has no password pair nor these commands.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { checkNewPassword } from '../../../runtime/validators/checkNewPassword';
import { isValidEmail } from '../../../runtime/validators/isValidEmail';
import { isValidPhone } from '../../../runtime/validators/isValidPhone';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { NativeSelect } from '../../components/NativeSelect';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PageHeader } from '../../components/PageHeader';
import { TextInput } from '../../components/TextInput';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import type { EmployeeRow } from '../../components/employees/EmployeeRow';
import type { RoleOption } from '../../components/employees/RoleOption';

interface Values {
  name: string;
  surname: string;
  phone: string;
  email: string;
  roleId: string;
}

const EMPTY: Values = { name: '', surname: '', phone: '', email: '', roleId: '' };

/** The field problems the form shows (the server checks the same and answers in the catalogue). */
function problemsOf(values: Values): Partial<Record<keyof Values, string>> {
  const problems: Partial<Record<keyof Values, string>> = {};
  for (const key of ['name', 'surname', 'phone', 'email', 'roleId'] as const)
    if (!values[key].trim()) problems[key] = 'REQUIRED_FIELD';
  if (!problems.phone && !isValidPhone(values.phone)) problems.phone = 'INVALID_PHONE';
  if (!problems.email && !isValidEmail(values.email.trim().toLowerCase())) problems.email = 'INVALID_EMAIL';
  return problems;
}

/**
 * New and edit employee (`/employee/new`, `/employee/edit/:id`): name, surname, phone, role (from the
 * company's roles), e-mail (the login) and password with confirmation, required to create and optional
 * to edit. SalvarColaborador enforces the same rules and the plan's licences.
 */
export function EmployeeFormScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { command } = useRuntime();
  const notify = useNotify();
  const navigate = useNavigate();
  const id = props.params.id;
  const isNew = !id;
  const { data, notFound } = useCommandData<{ COLABORADOR: EmployeeRow }>(
    'ConsultarColaborador',
    { ID: id },
    isNew,
  );
  const { data: roles } = useCommandData<{ GRUPOS: RoleOption[] }>('ConsultarGruposPermissoes');
  const [values, setValues] = useState<Values>(EMPTY);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const e = data?.COLABORADOR;
    if (e)
      setValues({
        name: e.name,
        surname: e.surname,
        phone: e.phone,
        email: e.email ?? '',
        roleId: e.roleId === null ? '' : String(e.roleId),
      });
  }, [data]);

  if (notFound) return <NotFound back="/employees" />;
  if ((!isNew && !data) || !roles) return <FullPageSpinner />;
  const problems = problemsOf(values);
  const passwordProblems = isNew || password || confirmation ? checkNewPassword(password, confirmation) : {};
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    required: true,
    error: tried && !!problems[key],
    helperText: tried && problems[key] ? t(`errors.${problems[key]}`) : undefined,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length || Object.keys(passwordProblems).length) return;
    setBusy(true);
    try {
      await command(
        'SalvarColaborador',
        {
          ...(isNew ? {} : { ID: id }),
          NAME: values.name.trim(),
          SURNAME: values.surname.trim(),
          PHONE: values.phone.trim(),
          EMAIL: values.email.trim().toLowerCase(),
          ROLE_ID: values.roleId,
          ...(password ? { PASSWORD: password, CONFIRMATION: confirmation } : {}),
        },
        { silentOnSuccess: true },
      );
      notify('success', t('employeePages.saved'));
      void navigate('/employees');
    } catch {
      setBusy(false);
    }
  };

  const title = isNew
    ? t('employeePages.new')
    : `${values.name} ${values.surname}`.trim() || t('employeePages.edit');
  return (
    <Box component="form" onSubmit={save} noValidate>
      <PageHeader
        title={title}
        actions={
          <Button component={RouterLink} to="/employees">
            {t('common.back')}
          </Button>
        }
      />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput label={t('employeePages.name')} name="name" autoComplete="off" {...field('name')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                label={t('employeePages.surname')}
                name="surname"
                autoComplete="off"
                {...field('surname')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput label={t('employeePages.phone')} name="phone" type="tel" {...field('phone')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Box sx={{ mt: 2 }}>
                <NativeSelect
                  label={t('employeePages.role')}
                  name="role"
                  required
                  value={values.roleId}
                  onChange={set('roleId')}
                  placeholder={t('employeePages.chooseRole')}
                  error={tried && !!problems.roleId}
                  helperText={tried && problems.roleId ? t('errors.REQUIRED_FIELD') : undefined}
                  options={roles.GRUPOS.filter((r) => r.assignable || String(r.id) === values.roleId).map(
                    (r) => ({
                      value: String(r.id),
                      label: r.name,
                    }),
                  )}
                />
              </Box>
            </Grid>
            <Grid size={12}>
              <TextInput
                label={t('employeePages.email')}
                name="email"
                type="email"
                autoComplete="off"
                {...field('email')}
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="password-title" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h2" id="password-title">
            {t('employeePages.password')}
          </Typography>
          {!isNew && <Typography color="text.secondary">{t('employeePages.passwordOptional')}</Typography>}
          <NewPasswordFields
            labels={{
              password: t('employeePages.newPassword'),
              confirmation: t('employeePages.confirmation'),
            }}
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            problems={passwordProblems}
            showProblems={tried}
          />
        </CardContent>
      </Card>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button component={RouterLink} to="/employees">
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}

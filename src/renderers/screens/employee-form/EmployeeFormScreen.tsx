// Hand-written, not the generic entity form (issue 12 looked): SalvarColaborador, not SaveEntity, saves
// an employee, because it also creates the login (e-mail and password with confirmation, required only
// to create) and counts the plan's licences; the role comes from ConsultarGruposPermissoes, not from a
// metadata lookup. The generic form has no password pair nor these commands.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import type { FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { isValidEmail } from '../../../runtime/validators/isValidEmail';
import { isValidPhone } from '../../../runtime/validators/isValidPhone';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { NativeSelect } from '../../components/NativeSelect';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextInput } from '../../components/TextInput';
import { FormCard } from '../../components/crud/FormCard';
import { RecordFormPage } from '../../components/crud/RecordFormPage';
import { useRecordForm } from '../../components/crud/useRecordForm';
import type { RecordSource } from '../../components/crud/RecordSource';
import { useCommandData } from '../../hooks/useCommandData';
import { useNewPassword } from '../../hooks/useNewPassword';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';
import type { EmployeeRow } from '../../components/employees/EmployeeRow';
import { TrackerDeviceCard } from '../../components/employees/TrackerDeviceCard';
import type { TrackerDeviceAssignment } from '../../../runtime/protocol/answers/TrackerDeviceAssignment';
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

/** Where the page's employee comes from. */
const EMPLOYEE: RecordSource<Values> = { load: 'ConsultarColaborador', key: 'COLABORADOR', empty: EMPTY };

/**
 * New and edit employee (`/employee/new`, `/employee/edit/:id`): name, surname, phone, role (from the
 * company's roles), e-mail (the login) and password with confirmation, required to create and optional
 * to edit. SalvarColaborador enforces the same rules and the plan's licences.
 */
export function EmployeeFormScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const form = useRecordForm<
    { COLABORADOR: EmployeeRow; DISPOSITIVO?: TrackerDeviceAssignment | null },
    Values
  >(EMPLOYEE, props.params.id);
  const { isNew, values, set, tried } = form;
  const pair = useNewPassword(!isNew);
  const { data: roles } = useCommandData<{ GRUPOS: RoleOption[] }>('ConsultarGruposPermissoes');

  if (form.notFound) return <NotFound back="/employees" />;
  if (form.loading || !roles) return <FullPageSpinner />;
  const problems = problemsOf(values);
  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    required: true,
    error: tried && !!problems[key],
    helperText: tried && problems[key] ? t(`errors.${problems[key]}`) : undefined,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    form.setTried(true);
    if (Object.keys(problems).length || !pair.valid) return;
    const { password, confirmation } = pair;
    await form.submit(
      'SalvarColaborador',
      {
        NAME: values.name.trim(),
        SURNAME: values.surname.trim(),
        PHONE: values.phone.trim(),
        EMAIL: values.email.trim().toLowerCase(),
        ROLE_ID: values.roleId,
        ...(password ? { PASSWORD: password, CONFIRMATION: confirmation } : {}),
      },
      t('employeePages.saved'),
      '/employees',
    );
  };

  const title = isNew
    ? t('employeePages.new')
    : `${values.name} ${values.surname}`.trim() || t('employeePages.edit');
  return (
    <>
      <RecordFormPage title={title} listPath="/employees" onSubmit={save} busy={form.busy}>
        <FormCard>
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
        </FormCard>
        <FormCard
          id="password-title"
          title={t('employeePages.password')}
          hint={isNew ? undefined : t('employeePages.passwordOptional')}
        >
          <NewPasswordFields
            labels={{
              password: t('employeePages.newPassword'),
              confirmation: t('employeePages.confirmation'),
            }}
            {...pair.fields}
            showProblems={tried}
          />
        </FormCard>
      </RecordFormPage>
      {!isNew && form.data && (
        // A form of its own after the employee's: the tracker is saved at once, not with the employee.
        <Card sx={{ mt: 3 }}>
          <CardContent>
            <TrackerDeviceCard
              owner={{ ID_COLABORADOR: Number(props.params.id) }}
              device={form.data.DISPOSITIVO ?? null}
              canEdit
              headingId="tracker-title"
              title={t('employeePages.tracker.title')}
            />
          </CardContent>
        </Card>
      )}
    </>
  );
}

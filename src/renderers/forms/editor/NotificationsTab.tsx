import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { formFieldType } from '../../../runtime/forms/fieldTypes/formFieldType';
import type { FormAlert, FormModel } from '../../../runtime/forms/FormModel';
import { isValidEmail } from '../../../runtime/validators/isValidEmail';
import { AccessPicker } from '../../components/access/AccessPicker';
import { useAccessOptions } from './useAccessOptions';

function nextAlertId(alerts: FormAlert[]): string {
  let n = alerts.length + 1;
  while (alerts.some((a) => a.id === `alert_${n}`)) n += 1;
  return `alert_${n}`;
}

/**
 * The "notifications" tab: e-mail alerts sent when a document is finished, each with recipients
 * (employees, squads, roles, typed addresses, fields holding addresses), subject and text.
 */
export function NotificationsTab(props: { model: FormModel; onChange(model: FormModel): void }) {
  const { t } = useTranslation();
  const options = useAccessOptions();
  const alerts = props.model.alerts ?? [];
  const save = (next: FormAlert[]) => {
    const model: FormModel = { ...props.model, alerts: next };
    if (next.length === 0) delete model.alerts;
    props.onChange(model);
  };
  const set = (index: number, alert: FormAlert) => save(alerts.map((a, i) => (i === index ? alert : a)));
  const emailFields = props.model.groups
    .flatMap((g) => g.fields)
    .filter((f) => {
      const email = formFieldType(f).email;
      return email === 'always' || (email === 'whenMasked' && f.mask === 'email');
    })
    .map((f) => ({ id: f.id, name: f.name }));
  return (
    <Stack spacing={2} sx={{ maxWidth: 820 }}>
      <Typography variant="body2" color="text.secondary">
        {t('forms.editor.alerts.help')}
      </Typography>
      {alerts.map((alert, index) => {
        const r = alert.recipients;
        const badEmails = r.emails.filter((e) => !isValidEmail(e));
        return (
          <Paper
            key={alert.id}
            variant="outlined"
            sx={{ p: 2 }}
            role="group"
            aria-label={t('forms.editor.alerts.named', { n: index + 1 })}
          >
            <Stack spacing={2}>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
                  {t('forms.editor.alerts.named', { n: index + 1 })}
                </Typography>
                <IconButton
                  aria-label={t('forms.editor.alerts.remove', { n: index + 1 })}
                  onClick={() => save(alerts.filter((_a, i) => i !== index))}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
              <AccessPicker
                label={t('forms.editor.permissions.employees')}
                options={options.employees}
                value={r.employees}
                onChange={(employees) => set(index, { ...alert, recipients: { ...r, employees } })}
              />
              <AccessPicker
                label={t('forms.editor.permissions.squads')}
                options={options.squads}
                value={r.squads}
                onChange={(squads) => set(index, { ...alert, recipients: { ...r, squads } })}
              />
              <AccessPicker
                label={t('forms.editor.permissions.roles')}
                options={options.roles}
                value={r.roles}
                onChange={(roles) => set(index, { ...alert, recipients: { ...r, roles } })}
              />
              <Autocomplete
                multiple
                freeSolo
                options={[] as string[]}
                value={r.emails}
                onChange={(_e, emails) =>
                  set(index, {
                    ...alert,
                    recipients: { ...r, emails: [...new Set(emails.map((e) => e.trim()))] },
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('forms.editor.alerts.emails')}
                    error={badEmails.length > 0}
                    helperText={
                      badEmails.length
                        ? t('forms.editor.alerts.badEmails', { emails: badEmails.join(', ') })
                        : t('forms.editor.alerts.emailsHelp')
                    }
                  />
                )}
              />
              <Autocomplete
                multiple
                options={emailFields}
                value={emailFields.filter((f) => r.emailFields.includes(f.id))}
                getOptionLabel={(f) => f.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_e, chosen) =>
                  set(index, { ...alert, recipients: { ...r, emailFields: chosen.map((f) => f.id) } })
                }
                renderInput={(params) => (
                  <TextField {...params} label={t('forms.editor.alerts.emailFields')} />
                )}
              />
              <TextField
                label={t('forms.editor.alerts.subject')}
                value={alert.subject}
                onChange={(e) => set(index, { ...alert, subject: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <TextField
                label={t('forms.editor.alerts.text')}
                value={alert.text}
                multiline
                minRows={3}
                onChange={(e) => set(index, { ...alert, text: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 10000 } }}
              />
            </Stack>
          </Paper>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Add />}
          onClick={() =>
            save([
              ...alerts,
              {
                id: nextAlertId(alerts),
                recipients: { employees: [], squads: [], roles: [], emails: [], emailFields: [] },
                subject: '',
                text: '',
              },
            ])
          }
        >
          {t('forms.editor.alerts.add')}
        </Button>
      </Box>
    </Stack>
  );
}

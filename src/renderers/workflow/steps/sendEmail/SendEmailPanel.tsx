import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../hooks/useTranslation';
import { modelIndex } from '../../../../runtime/forms/modelIndex';
import { isValidEmail } from '../../../../runtime/validators/isValidEmail';
import type { SendEmailSettings } from '../../../../runtime/workflows/steps/sendEmail/SendEmailSettings';
import { AccessPicker } from '../../../components/access/AccessPicker';
import { NativeSelect } from '../../../components/NativeSelect';
import { fieldsOfType } from '../../fieldsOfType';
import type { StepPanelProps } from '../../StepEditor';

const FLAGS = [
  'sendFinishedForm',
  'sendFillLink',
  'copyToClient',
  'readReceipt',
  'mainFieldInSubject',
] as const;

/**
 * Send e-mail (spec 001 §3): recipients (employees, roles, work groups, typed addresses, the form's
 * e-mail fields), subject and text with form fields (`{fieldId}`, filled by the engine), and the options.
 */
export function SendEmailPanel(props: StepPanelProps<SendEmailSettings>) {
  const { t } = useTranslation();
  const { settings } = props.step;
  const set = (patch: Partial<SendEmailSettings>) => props.onChange({ ...settings, ...patch });
  // Typed as text; only well-formed addresses reach the settings (a bad one would fail the schema).
  const [addresses, setAddresses] = useState(settings.destinations.join(', '));
  const typed = addresses
    .split(/[,;\s]+/)
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  const invalid = typed.find((a) => !isValidEmail(a));
  const emailFields = fieldsOfType(props.model, ['email']);
  const fields = [...modelIndex(props.model).fields.values()].map(({ field }) => ({
    value: field.id,
    label: `${field.name} (${field.id})`,
  }));
  return (
    <Stack spacing={2}>
      <AccessPicker
        label={t('workflow.sendEmail.employees')}
        options={props.lookups.employees}
        value={settings.employees ?? []}
        onChange={(employees) => set({ employees })}
      />
      <AccessPicker
        label={t('workflow.sendEmail.roles')}
        options={props.lookups.roles}
        value={settings.roles ?? []}
        onChange={(roles) => set({ roles })}
      />
      <AccessPicker
        label={t('workflow.sendEmail.squads')}
        options={props.lookups.squads}
        value={settings.squads ?? []}
        onChange={(squads) => set({ squads })}
      />
      <TextField
        size="small"
        label={t('workflow.sendEmail.addresses')}
        value={addresses}
        error={!!invalid}
        helperText={
          invalid
            ? t('workflow.sendEmail.addressesInvalid', { address: invalid })
            : t('workflow.sendEmail.addressesHelp')
        }
        onChange={(e) => {
          setAddresses(e.target.value);
          const list = e.target.value
            .split(/[,;\s]+/)
            .map((a) => a.trim().toLowerCase())
            .filter((a) => a && isValidEmail(a));
          set({ destinations: [...new Set(list)] });
        }}
      />
      {emailFields.length > 0 && (
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('workflow.sendEmail.fields')}</FormLabel>
          <FormGroup>
            {emailFields.map((field) => (
              <FormControlLabel
                key={field.value}
                label={field.label}
                control={
                  <Checkbox
                    checked={settings.fieldIds.includes(field.value)}
                    onChange={(e) =>
                      set({
                        fieldIds: e.target.checked
                          ? [...settings.fieldIds, field.value]
                          : settings.fieldIds.filter((id) => id !== field.value),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
      <TextField
        size="small"
        label={t('workflow.sendEmail.subject')}
        value={settings.subject}
        onChange={(e) => set({ subject: e.target.value })}
      />
      <TextField
        size="small"
        multiline
        minRows={3}
        label={t('workflow.sendEmail.text')}
        value={settings.text}
        onChange={(e) => set({ text: e.target.value })}
      />
      <NativeSelect
        size="small"
        label={t('workflow.sendEmail.insertField')}
        value=""
        placeholder="—"
        onChange={(id) => id && set({ text: `${settings.text}{${id}}` })}
        options={fields}
      />
      <FormGroup>
        {FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            label={t(`workflow.sendEmail.${flag}`)}
            control={
              <Checkbox checked={settings[flag]} onChange={(e) => set({ [flag]: e.target.checked })} />
            }
          />
        ))}
      </FormGroup>
    </Stack>
  );
}

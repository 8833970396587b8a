import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { AccessPicker } from '../../components/access/AccessPicker';
import type { AccessOptions } from './useAccessOptions';
import type { Audience } from '../../../runtime/protocol/answers/Audience';

/** Who may see a form or folder (declared once with the answers, runtime/protocol). */
export type Permissions = Audience;

/** Who may see a form or folder: roles, squads and employees (all empty = everybody). */
export function PermissionsFields(props: {
  value: Permissions;
  options: AccessOptions;
  onChange(value: Permissions): void;
}) {
  const { t } = useTranslation();
  const { value } = props;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('forms.editor.permissions.help')}
      </Typography>
      <AccessPicker
        label={t('forms.editor.permissions.roles')}
        options={props.options.roles}
        value={value.roles}
        onChange={(roles) => props.onChange({ ...value, roles })}
      />
      <AccessPicker
        label={t('forms.editor.permissions.squads')}
        options={props.options.squads}
        value={value.squads}
        onChange={(squads) => props.onChange({ ...value, squads })}
      />
      <AccessPicker
        label={t('forms.editor.permissions.employees')}
        options={props.options.employees}
        value={value.employees}
        onChange={(employees) => props.onChange({ ...value, employees })}
      />
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useRuntime } from '../../hooks/useRuntime';
import { PermissionsFields, type Permissions } from './PermissionsFields';
import { useAccessOptions } from './useAccessOptions';

/** The "form permissions" tab: who may see and fill the form, saved at once (SalvarPermissoesModelo). */
export function PermissionsTab(props: {
  formId: number | undefined;
  permissions: Permissions;
  onSaved(p: Permissions): void;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const options = useAccessOptions();
  const [value, setValue] = useState(props.permissions);
  const [busy, setBusy] = useState(false);
  if (!props.formId) return <Alert severity="info">{t('forms.editor.permissions.saveFirst')}</Alert>;
  const save = async () => {
    setBusy(true);
    try {
      await command('SalvarPermissoesModelo', { ID: props.formId, PERMISSOES: value });
      props.onSaved(value);
    } catch {
      // The adapter already showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
      <PermissionsFields value={value} options={options} onChange={setValue} />
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {t('forms.editor.permissions.save')}
        </Button>
      </Box>
    </Paper>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { PermissionsFields, type Permissions } from '../../forms/editor/PermissionsFields';
import { useAccessOptions } from '../../forms/editor/useAccessOptions';
import { useRuntime } from '../../hooks/useRuntime';

/**
 * Permissions of a form (SalvarPermissoesModelo) or a folder (SalvarPermissoesPasta, with "hide its forms
 * when filling" and "apply to subfolders and forms"). The server refuses a folder the user may not
 * configure ('Usuário não tem permissão para configurar está pasta').
 */
export function PermissionsDialog(props: {
  target: { kind: 'form' | 'folder'; id: number; name: string; permissions: Permissions; hide?: boolean };
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const options = useAccessOptions();
  const [value, setValue] = useState(props.target.permissions);
  const [hide, setHide] = useState(props.target.hide === true);
  const [recursive, setRecursive] = useState(false);
  const [busy, setBusy] = useState(false);
  const folder = props.target.kind === 'folder';
  const save = async () => {
    setBusy(true);
    try {
      if (folder)
        await command('SalvarPermissoesPasta', {
          ID: props.target.id,
          PERMISSOES: value,
          OCULTAR_AO_PREENCHER: hide,
          RECURSIVO: recursive,
        });
      else await command('SalvarPermissoesModelo', { ID: props.target.id, PERMISSOES: value });
      props.onSaved();
    } catch {
      // The adapter already showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={props.onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{t('forms.list.permissionsOf', { name: props.target.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <PermissionsFields value={value} options={options} onChange={setValue} />
          {folder && (
            <>
              <FormControlLabel
                control={<Switch checked={hide} onChange={(e) => setHide(e.target.checked)} />}
                label={t('forms.list.hideWhenFilling')}
              />
              <FormControlLabel
                control={<Switch checked={recursive} onChange={(e) => setRecursive(e.target.checked)} />}
                label={t('forms.list.recursive')}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('forms.editor.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {t('forms.editor.permissions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

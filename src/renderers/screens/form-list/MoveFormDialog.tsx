import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';
import { useRuntime } from '../../hooks/useRuntime';
import { folderTreeRows } from '../../components/folders/folderTreeRows';
import type { FolderSummary } from '../../components/folders/FolderSummary';
import type { FormSummary } from './FormSummary';

/** Moves a form to a folder (MoverModelo), optionally taking the destination's permissions. */
export function MoveFormDialog(props: {
  form: FormSummary;
  folders: FolderSummary[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const [folder, setFolder] = useState(props.form.folderId === null ? '' : String(props.form.folderId));
  const [inherit, setInherit] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await command('MoverModelo', {
        ID: props.form.id,
        PASTA_ID: folder ? Number(folder) : null,
        HERDAR_PERMISSOES: inherit,
      });
      props.onSaved();
    } catch {
      // The adapter already showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('forms.list.moveTitle', { name: props.form.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <NativeSelect
            label={t('forms.list.destination')}
            value={folder}
            onChange={setFolder}
            options={[
              { value: '', label: t('forms.list.root') },
              ...folderTreeRows(props.folders).map(({ folder: f, depth }) => ({
                value: String(f.id),
                label: `${'\u2003'.repeat(depth)}${f.name}`,
              })),
            ]}
          />
          <FormControlLabel
            control={<Switch checked={inherit} onChange={(e) => setInherit(e.target.checked)} />}
            label={t('forms.list.inherit')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('forms.editor.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {t('forms.list.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';
import { useRuntime } from '../../hooks/useRuntime';
import { folderTreeRows } from '../../components/folders/folderTreeRows';
import type { FolderSummary } from '../../components/folders/FolderSummary';

/** Every folder under `id` (itself included): not a valid new parent for it. */
function subtree(folders: FolderSummary[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders)
      if (f.parentId !== null && out.has(f.parentId) && !out.has(f.id)) {
        out.add(f.id);
        grew = true;
      }
  }
  return out;
}

/**
 * Creates, renames or moves a folder (SalvarPasta): name and parent; the folder itself and its subfolders
 * are not offered as parents (the server refuses them too).
 */
export function FolderDialog(props: {
  folder?: FolderSummary;
  parentId: number | null;
  folders: FolderSummary[];
  onClose(): void;
  onSaved(id: number): void;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const [name, setName] = useState(props.folder?.name ?? '');
  const [parent, setParent] = useState(props.parentId === null ? '' : String(props.parentId));
  const [busy, setBusy] = useState(false);
  const excluded = props.folder ? subtree(props.folders, props.folder.id) : new Set<number>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await command<{ ID: number }>('SalvarPasta', {
        ...(props.folder ? { ID: props.folder.id } : {}),
        NOME: name.trim(),
        PAI_ID: parent ? Number(parent) : null,
      });
      props.onSaved(answer.ID ?? props.folder?.id);
    } catch {
      // The adapter already showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{props.folder ? t('forms.list.editFolder') : t('forms.list.newFolder')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={t('forms.list.folderName')}
              value={name}
              required
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <NativeSelect
              label={t('forms.list.parent')}
              value={parent}
              onChange={setParent}
              options={[
                { value: '', label: t('forms.list.root') },
                ...folderTreeRows(props.folders)
                  .filter(({ folder }) => !excluded.has(folder.id))
                  .map(({ folder, depth }) => ({
                    value: String(folder.id),
                    label: `${'\u2003'.repeat(depth)}${folder.name}`,
                  })),
              ]}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('forms.editor.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {t('forms.list.saveFolder')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

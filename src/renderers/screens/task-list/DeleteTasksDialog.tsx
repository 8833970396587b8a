import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { PasswordField } from '../../components/PasswordField';

/** The phrase as the server compares it: case and repeated spaces do not count. */
const normalized = (phrase: string) => phrase.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Mass delete (ExcluirAtividades, spec 001 §5): the user types the phrase shown — 'excluir 1 atividade'
 * or 'excluir N atividades' — and their password; the button waits for both. A wrong password comes back
 * as the server's message and the dialog stays open.
 */
export function DeleteTasksDialog(props: {
  ids: number[];
  /** Sends the phrase and password (the task list controller); true when deleted. */
  onDelete(phrase: string, password: string): Promise<boolean>;
  onClose(deleted: boolean): void;
}) {
  const { t } = useTranslation();
  const count = props.ids.length;
  const phrase = t('tasks.deletePhrase', { count });
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = normalized(typed) === normalized(phrase) && password.length > 0;

  const remove = async () => {
    setBusy(true);
    const deleted = await props.onDelete(typed, password);
    setBusy(false);
    if (deleted) props.onClose(true);
    else setPassword('');
  };

  return (
    <Dialog
      open
      onClose={() => props.onClose(false)}
      aria-labelledby="task-delete-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="task-delete-title">{t('taskList.delete.title')}</DialogTitle>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready && !busy) void remove();
        }}
      >
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{t('taskList.delete.intro', { count })}</Typography>
          <Typography sx={{ mb: 2 }}>
            {t('taskList.delete.typePhrase')}{' '}
            <Box component="strong" sx={{ fontFamily: 'monospace' }}>
              {phrase}
            </Box>
          </Typography>
          <TextField
            fullWidth
            autoFocus
            label={t('taskList.delete.phrase')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
          <PasswordField
            label={t('taskList.delete.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => props.onClose(false)}>{t('taskList.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={!ready || busy}>
            {t('taskList.delete.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';

/**
 * "Cancelar atividade" on a task still to be done: confirms, then sends CancelarAtividade with the
 * version the page shows (a task changed meanwhile is refused as stale). `onCancelled` runs once the
 * server accepted it; the server's refusal is shown by the adapter.
 *
 * @example <CancelTaskButton taskId={12} version={3} title="Troca de filtro" onCancelled={reload} />
 */
export function CancelTaskButton(props: {
  taskId: number;
  version: number;
  title: string;
  onCancelled(): void;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await command(
        'CancelarAtividade',
        { ID: props.taskId, VERSAO: props.version },
        { silentOnSuccess: true },
      );
      notify('success', t('taskView.cancelled'));
      setOpen(false);
      props.onCancelled();
    } catch {
      // The adapter showed the server's error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<Block />} onClick={() => setOpen(true)}>
        {t('taskView.cancel')}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : () => setOpen(false)}
        aria-labelledby="cancel-task-title"
      >
        <DialogTitle id="cancel-task-title">{t('taskView.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('taskView.cancelText', { title: props.title })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('taskView.keep')}
          </Button>
          <Button variant="contained" color="error" onClick={() => void cancel()} disabled={busy}>
            {t('taskView.confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

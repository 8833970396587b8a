import Alert from '@mui/material/Alert';
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
 * Confirms approving a task (spec 001 §4: approving is an irreversible confirmation), then sends
 * AprovarAtividade. `onApproved` runs once the server accepted it.
 */
export function ApproveDialog(props: {
  open: boolean;
  taskId: number;
  title: string;
  onClose(): void;
  onApproved(): void;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      await command('AprovarAtividade', { ID: props.taskId }, { silentOnSuccess: true });
      notify('success', t('approvalPages.approved'));
      props.onApproved();
    } catch {
      // The adapter showed the server's error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onClose={busy ? undefined : props.onClose} aria-labelledby="approve-title">
      <DialogTitle id="approve-title">{t('approvalPages.approveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('approvalPages.approveText', { title: props.title })}
        </DialogContentText>
        <Alert severity="warning">{t('approvalPages.irreversible')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="success" onClick={() => void approve()} disabled={busy}>
          {t('approvalPages.confirmApprove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

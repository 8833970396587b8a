import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';

/**
 * Disapproves a task with its justification (spec 001 §5: an empty one is 'Justificação necessária.',
 * the catalogue's TASK_APPROVAL_JUSTIFICATION_REQUIRED, checked here before the server does), then sends
 * ReprovarAtividade: the responsible corrects the document. `onDisapproved` runs once accepted.
 */
export function DisapproveDialog(props: {
  open: boolean;
  taskId: number;
  title: string;
  onClose(): void;
  onDisapproved(): void;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setText('');
    setMissing(false);
    props.onClose();
  };
  const disapprove = async () => {
    if (!text.trim()) return setMissing(true);
    setBusy(true);
    try {
      await command(
        'ReprovarAtividade',
        { ID: props.taskId, JUSTIFICATIVA: text.trim() },
        { silentOnSuccess: true },
      );
      notify('success', t('approvalPages.disapproved'));
      setText('');
      props.onDisapproved();
    } catch {
      // The adapter showed the server's error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : close}
      aria-labelledby="disapprove-title"
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void disapprove();
        }}
      >
        <DialogTitle id="disapprove-title">{t('approvalPages.disapproveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('approvalPages.disapproveText', { title: props.title })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required
            label={t('approvalPages.justification')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            error={missing}
            helperText={missing ? t(errorMessageKey('TASK_APPROVAL_JUSTIFICATION_REQUIRED')) : ' '}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {t('approvalPages.confirmDisapprove')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

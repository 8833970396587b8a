import FastForward from '@mui/icons-material/FastForward';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';

/**
 * "Avançar etapa" (the jump step, spec 001): a dialog asking the mandatory justification ('A justificativa
 * é obrigatória' when empty) and warning the jump cannot be undone; confirming sends AvancarEtapaWorkflow
 * with the step the page shows (the server refuses it when the flow moved meanwhile). `onJumped` runs once
 * the server accepted it.
 *
 * @example <JumpStepButton documentId={31} stepId="review" stepName="Revisão" onJumped={reload} />
 */
export function JumpStepButton(props: {
  documentId: number;
  stepId: string;
  stepName: string;
  onJumped(): void;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [justification, setJustification] = useState('');
  const [error, setError] = useState(false);
  const close = () => {
    setOpen(false);
    setJustification('');
    setError(false);
  };
  const jump = async () => {
    if (!justification.trim()) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      await command(
        'AvancarEtapaWorkflow',
        { DOCUMENTO_ID: props.documentId, ETAPA: props.stepId, JUSTIFICATIVA: justification.trim() },
        { silentOnSuccess: true },
      );
      notify('success', t('workflowStatus.jump.done'));
      close();
      props.onJumped();
    } catch {
      // The adapter showed the server's error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<FastForward />} onClick={() => setOpen(true)}>
        {t('workflowStatus.jump.open')}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : close}
        aria-labelledby="jump-step-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="jump-step-title">{t('workflowStatus.jump.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('workflowStatus.jump.text', { step: props.stepName })}
          </DialogContentText>
          <TextField
            label={t('workflowStatus.jump.justification')}
            value={justification}
            onChange={(event) => {
              setJustification(event.target.value);
              if (event.target.value.trim()) setError(false);
            }}
            required
            multiline
            minRows={3}
            fullWidth
            error={error}
            helperText={error ? t('errors.WORKFLOW_JUSTIFICATION_REQUIRED') : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('workflowStatus.jump.keep')}
          </Button>
          <Button variant="contained" color="warning" onClick={() => void jump()} disabled={busy}>
            {t('workflowStatus.jump.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

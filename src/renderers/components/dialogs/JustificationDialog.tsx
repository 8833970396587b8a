import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';

export interface JustificationDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  /** The text field's label. */
  label: string;
  /** Shown under the field when sent empty: the spec's message for the case. */
  requiredMessage: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  maxLength: number;
  onCancel(): void;
  /**
   * Gets the trimmed justification. While its promise runs the dialog is busy; when it rejects the
   * text stays for another try (whoever sent it has said why: the adapter shows command errors).
   */
  onSubmit(justification: string): void | Promise<void>;
}

/**
 * Asks for a required justification (a disapproval, a fill out of the task's area): an empty one is
 * refused here, under the field, before any server sees it.
 *
 * @example <JustificationDialog open title="Reprovar" text="…" label="Justificativa" requiredMessage="Justificação necessária." submitLabel="Reprovar" maxLength={4000} onCancel={close} onSubmit={send} />
 */
export function JustificationDialog(props: JustificationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setText('');
    setMissing(false);
  };
  const cancel = () => {
    reset();
    props.onCancel();
  };
  const submit = async () => {
    const justification = text.trim();
    if (!justification) return setMissing(true);
    setBusy(true);
    try {
      await props.onSubmit(justification);
      reset();
    } catch {
      // Kept for another try; the reason is already on screen.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : cancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{props.text}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required
            label={props.label}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            error={missing}
            helperText={missing ? props.requiredMessage : ' '}
            slotProps={{ htmlInput: { maxLength: props.maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={props.submitColor ?? 'primary'} disabled={busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

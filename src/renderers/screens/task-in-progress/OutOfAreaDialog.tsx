import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks why a task is being filled out of its area, when the task requires a justification for it
 * (the server's TASK_OUT_OF_AREA_JUSTIFICATION_REQUIRED). `onAnswer` gets the text, or null when the
 * user gives up.
 */
export function OutOfAreaDialog(props: { open: boolean; onAnswer(justification: string | null): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const answer = (value: string | null) => {
    setText('');
    setMissing(false);
    props.onAnswer(value);
  };
  return (
    <Dialog
      open={props.open}
      onClose={() => answer(null)}
      aria-labelledby="out-of-area-title"
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return setMissing(true);
          answer(text.trim());
        }}
      >
        <DialogTitle id="out-of-area-title">{t('taskFill.outOfArea.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('errors.TASK_OUT_OF_AREA_JUSTIFICATION_REQUIRED')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required
            label={t('taskFill.outOfArea.justification')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            error={missing}
            helperText={missing ? t('taskFill.outOfArea.required') : ' '}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(null)}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('taskFill.outOfArea.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from '../hooks/useTranslation';

/** "Remover workflow", asked first: every step and the map go (for good once the form is saved). */
export function RemoveWorkflowButton(props: { onRemove(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {t('workflow.editor.remove')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="remove-workflow-title">
        <DialogTitle id="remove-workflow-title">{t('workflow.editor.removeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('workflow.editor.removeText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('workflow.editor.removeCancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              props.onRemove();
            }}
          >
            {t('workflow.editor.removeConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

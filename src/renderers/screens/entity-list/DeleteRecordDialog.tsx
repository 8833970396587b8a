import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../hooks/useTranslation';

/** Asks before deleting a record, naming it. */
export function DeleteRecordDialog(props: {
  title: string | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.title !== undefined} onClose={props.onCancel} aria-labelledby="delete-record-title">
      <DialogTitle id="delete-record-title">{t('entityPages.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('entityPages.deleteConfirm', { title: props.title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" disabled={props.busy} onClick={props.onConfirm}>
          {t('entityPages.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

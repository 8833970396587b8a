import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../hooks/useTranslation';

/** A yes/no question before an action that cannot be undone (deleting a flow, turning approval off). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  onClose: (yes: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={() => props.onClose(false)} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{t('formApproval.config.cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => props.onClose(true)}>
          {t('formApproval.config.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

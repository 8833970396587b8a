import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../hooks/useTranslation';

/**
 * Asked when a form with a pending revision moves to a custom flow: now (the revision moves with it) or
 * after the current revision ends (AtribuirModelosFluxoAprovacao's QUANDO).
 */
export function WhenDialog(props: {
  form: { id: number; name: string } | undefined;
  onClose(when: 'now' | 'after_revision' | null): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.form !== undefined} onClose={() => props.onClose(null)} aria-labelledby="when-title">
      <DialogTitle id="when-title">
        {t('formApproval.when.title', { name: props.form?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('formApproval.when.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => props.onClose(null)}>{t('formApproval.config.cancel')}</Button>
        <Button variant="outlined" onClick={() => props.onClose('after_revision')}>
          {t('formApproval.when.after')}
        </Button>
        <Button variant="contained" onClick={() => props.onClose('now')}>
          {t('formApproval.when.now')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

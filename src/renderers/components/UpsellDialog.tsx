import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from '../hooks/useTranslation';
import type { LimitEntry } from '../../runtime/access/AccessContext';

/**
 * The upsell for a limited functionality whose plan limit is reached: "x de y usados" and what to do.
 * Opened after CheckIfHasLimit says no (spec 000 section 6).
 */
export function UpsellDialog(props: {
  open: boolean;
  limitKey: string;
  limit?: LimitEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const used = props.limit?.limitUsed ?? 0;
  const max = props.limit?.limit ?? 0;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="upsell-title"
      aria-describedby="upsell-text"
    >
      <DialogTitle id="upsell-title">
        {t('upsell.title', { name: t(`limits.${props.limitKey}`) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="upsell-text">{t('upsell.text')}</DialogContentText>
        <DialogContentText sx={{ mt: 2, fontWeight: 600 }}>
          {t('upsell.used', { used, limit: max })}
        </DialogContentText>
        <LinearProgress
          variant="determinate"
          value={max > 0 ? Math.min(100, (used / max) * 100) : 100}
          aria-label={t('upsell.used', { used, limit: max })}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

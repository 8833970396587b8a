import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { useStore } from 'zustand';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';

/** The overdue-payment alert for the owner (15 days or more; the runtime decides when it opens). */
export function PaymentAlert() {
  const { t } = useTranslation();
  const { startup } = useRuntime();
  const open = useStore(startup, (s) => s.paymentAlert);
  const days = useSession((s) => s.plan?.paymentOverdueDays ?? 0);
  const close = startup.getState().dismissPaymentAlert;
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="payment-alert-title"
      aria-describedby="payment-alert-text"
    >
      <DialogTitle id="payment-alert-title">{t('plan.paymentAlertTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="payment-alert-text">{t('plan.overdueAlert', { days })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.close')}</Button>
        <Button variant="contained" component={RouterLink} to="/plan" onClick={close}>
          {t('subscription.seePlan')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

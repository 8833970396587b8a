import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../hooks/useTranslation';

/**
 * The offline dialog's face (OfflineDialog decides when it shows): on 'continue' screens it says to
 * continue and offers the button, elsewhere it says the page reloads when connected. A chunk of its own,
 * fetched once the page is idle, so the login page does not download MUI's dialog to show.
 */
export function OfflineDialogView(props: { continueMode: boolean; onContinue: () => void }) {
  const { t } = useTranslation();
  const { continueMode, onContinue } = props;
  return (
    <Dialog open aria-labelledby="offline-title" aria-describedby="offline-text">
      <DialogTitle id="offline-title">{t('offline.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="offline-text">
          {t(continueMode ? 'offline.continueText' : 'offline.reloadText')}
        </DialogContentText>
      </DialogContent>
      {continueMode && (
        <DialogActions>
          <Button onClick={onContinue} autoFocus>
            {t('offline.continue')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

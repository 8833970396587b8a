import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useRuntime } from '../hooks/useRuntime';

/**
 * The offline dialog (spec 000 sections 2 and 4). On screens that keep working offline (form edit,
 * `offline: 'continue'`) it says to continue and can be closed; elsewhere it says the page reloads when
 * connected. Coming back online closes it and, except on 'continue' screens, reloads the current view.
 */
export function OfflineDialog(props: { mode: 'continue' | 'reload'; onReconnect: () => void }) {
  const { t } = useTranslation();
  const online = useStore(useRuntime().connectivity, (s) => s.online);
  const [dismissed, setDismissed] = useState(false);
  const wasOnline = useRef(online);
  const { mode, onReconnect } = props;

  useEffect(() => {
    if (online && !wasOnline.current && mode === 'reload') onReconnect();
    if (!online) setDismissed(false);
    wasOnline.current = online;
  }, [online, mode, onReconnect]);

  const continueMode = mode === 'continue';
  return (
    <Dialog open={!online && !dismissed} aria-labelledby="offline-title" aria-describedby="offline-text">
      <DialogTitle id="offline-title">{t('offline.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="offline-text">
          {t(continueMode ? 'offline.continueText' : 'offline.reloadText')}
        </DialogContentText>
      </DialogContent>
      {continueMode && (
        <DialogActions>
          <Button onClick={() => setDismissed(true)} autoFocus>
            {t('offline.continue')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

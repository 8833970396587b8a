import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: leaving the route (a dialog) and closing or reloading
 * the tab (the browser's own prompt).
 */
export function UnsavedChangesDialog(props: { unsaved: { current: boolean } }) {
  const { t } = useTranslation();
  const { unsaved } = props;
  // Read at navigation time (a ref, not state): a save that navigates right away is not blocked.
  const blocker = useBlocker(() => unsaved.current);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => unsaved.current && event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-title"
    >
      <DialogTitle id="unsaved-title">{t('forms.fill.unsaved.title')}</DialogTitle>
      <DialogContent>{t('forms.fill.unsaved.text')}</DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('forms.fill.unsaved.stay')}</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('forms.fill.unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: leaving the route (a dialog) and closing or reloading
 * the tab (the browser's own prompt). `texts` is the i18n prefix of title, text, stay and leave: a
 * document being filled by default, `forms.editor.unsaved` for the form builder.
 */
export function UnsavedChangesDialog(props: { unsaved: { readonly current: boolean }; texts?: string }) {
  const { t } = useTranslation();
  const { unsaved } = props;
  const texts = props.texts ?? 'forms.fill.unsaved';
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
      <DialogTitle id="unsaved-title">{t(`${texts}.title`)}</DialogTitle>
      <DialogContent>{t(`${texts}.text`)}</DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t(`${texts}.stay`)}</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t(`${texts}.leave`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

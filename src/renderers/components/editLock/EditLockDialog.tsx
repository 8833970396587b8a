import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../hooks/useTranslation';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import type { EditLockState } from '../../../runtime/controllers/editLock/EditLockState';

/**
 * Blocks the editor while another edition holds the form: "being edited by another user" on open, or
 * "paused" once another device or tab forced the edit. Both offer to edit here anyway (FORCAR) or leave.
 * The user's own edition (another tab, an older session) is no other user: offered to be taken back.
 */
export function EditLockDialog(props: { state: EditLockState; onForce(): void; onLeave(): void }) {
  const { t } = useTranslation();
  const { state } = props;
  if (state.status !== 'locked' && state.status !== 'paused') return null;
  const locked = state.status === 'locked';
  if (locked && state.mine)
    return (
      <Dialog open aria-labelledby="edit-lock-title" aria-describedby="edit-lock-text">
        <DialogTitle id="edit-lock-title">{t('forms.editor.lock.mineTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="edit-lock-text">{t('forms.editor.lock.mineText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onLeave}>{t('forms.editor.lock.leave')}</Button>
          <Button variant="contained" onClick={props.onForce}>
            {t('forms.editor.lock.takeBack')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <Dialog open aria-labelledby="edit-lock-title" aria-describedby="edit-lock-text">
      <DialogTitle id="edit-lock-title">
        {locked ? t('forms.editor.lock.lockedTitle') : t('forms.editor.lock.pausedTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="edit-lock-text">
          {locked ? t(errorMessageKey('FORM_LOCKED')) : t('forms.editor.lock.pausedText')}
          {state.editor ? ` ${t('forms.editor.lock.editor', { name: state.editor })}` : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onLeave}>{t('forms.editor.lock.leave')}</Button>
        <Button variant="contained" onClick={props.onForce}>
          {t('forms.editor.lock.force')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';

/** Confirms deleting a role; a role with staff asks which role the staff moves to first. */
export function DeleteRoleDialog(props: {
  open: boolean;
  roleName: string;
  staffCount: number;
  otherRoles: { id: number; name: string }[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (moveToId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const [moveTo, setMoveTo] = useState('');
  const needsTarget = props.staffCount > 0;
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby="delete-role-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="delete-role-title">
        {t('permissions.deleteTitle', { name: props.roleName })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {needsTarget
            ? t('permissions.deleteMoveText', { count: props.staffCount })
            : t('permissions.deleteText')}
        </DialogContentText>
        {needsTarget && (
          <NativeSelect
            label={t('permissions.moveTo')}
            value={moveTo}
            onChange={setMoveTo}
            required
            placeholder={t('permissions.chooseRole')}
            options={props.otherRoles.map((r) => ({ value: String(r.id), label: r.name }))}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={props.busy || (needsTarget && !moveTo)}
          onClick={() => props.onConfirm(moveTo ? Number(moveTo) : undefined)}
        >
          {t('permissions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

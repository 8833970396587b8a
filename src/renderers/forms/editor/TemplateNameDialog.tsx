import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';

const NAME_MAX = 100;

/** Renames an export template: a required name of at most 100 characters (the model's schema). */
export function TemplateNameDialog(props: { name: string; onSave(name: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.name);
  const valid = name.trim() !== '' && name.length <= NAME_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) props.onSave(name.trim());
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="template-name-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="template-name-title">{t('exportTemplates.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            required
            label={t('exportTemplates.name')}
            value={name}
            error={!valid}
            helperText={!name.trim() ? t('errors.REQUIRED_FIELD') : undefined}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('forms.editor.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

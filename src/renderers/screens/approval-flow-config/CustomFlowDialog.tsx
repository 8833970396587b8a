import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { ApprovalFlowSettings } from '../../../runtime/formApproval/ApprovalFlow';
import type { AccessOptions } from '../../forms/editor/useAccessOptions';
import { FlowSettingsFields } from './FlowSettingsFields';

export type CustomFlowDraft = ApprovalFlowSettings & { name: string; id?: number };

/** Creates or edits a custom flow: its name and settings; `onSave` answers whether it was saved. */
export function CustomFlowDialog(props: {
  draft: CustomFlowDraft;
  options: AccessOptions;
  saving: boolean;
  onSave: (draft: CustomFlowDraft) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.draft);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await props.onSave(draft)) props.onClose();
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="flow-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="flow-dialog-title">
          {t(draft.id ? 'formApproval.config.editFlow' : 'formApproval.config.newFlow')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('formApproval.fields.name')}
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FlowSettingsFields
            value={draft}
            onChange={(settings) => setDraft({ ...draft, ...settings })}
            options={props.options}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('formApproval.config.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.saving || !draft.name.trim()}>
            {t('formApproval.config.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

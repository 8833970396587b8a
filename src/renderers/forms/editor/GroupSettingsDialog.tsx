import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormGroup, FormModel } from '../../../runtime/forms/FormModel';
import { RuleEditor } from './RuleEditor';
import { ruleProblem } from './ruleProblem';

/** A group's settings: name, required (one field filled), repeatable with max copies, conditional rule. */
export function GroupSettingsDialog(props: {
  group: FormGroup;
  model: FormModel;
  onClose(): void;
  onSave(group: FormGroup): void;
}) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [group, setGroup] = useState(props.group);
  const set = (patch: Partial<FormGroup>) => {
    const next = { ...group, ...patch } as Record<string, unknown>;
    for (const key of Object.keys(patch)) if (next[key] === undefined) delete next[key];
    setGroup(next as unknown as FormGroup);
  };
  // The rule is checked against the model as it will be (this group's new settings in place).
  const model = { ...props.model, groups: props.model.groups.map((g) => (g.id === group.id ? group : g)) };
  const invalid = !group.name.trim() || (group.rules ? ruleProblem(group.rules, model) !== null : false);
  return (
    <Dialog open onClose={props.onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{t('forms.editor.group.settings')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            label={t('forms.editor.group.name')}
            value={group.name}
            required
            onChange={(e) => set({ name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={group.required === true}
                onChange={(e) => set({ required: e.target.checked || undefined })}
              />
            }
            label={t('forms.editor.group.required')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={group.repeatable === true}
                onChange={(e) =>
                  set(
                    e.target.checked ? { repeatable: true } : { repeatable: undefined, maxCopies: undefined },
                  )
                }
              />
            }
            label={t('forms.editor.group.repeatable')}
          />
          {group.repeatable && (
            <TextField
              type="number"
              label={t('forms.editor.group.maxCopies')}
              value={group.maxCopies ?? ''}
              onChange={(e) =>
                set({
                  maxCopies: e.target.value ? Math.max(1, Math.trunc(Number(e.target.value))) : undefined,
                })
              }
              slotProps={{ htmlInput: { min: 1 } }}
            />
          )}
          <RuleEditor
            rule={group.rules}
            model={model}
            ownerIds={[group.id, ...group.fields.map((f) => f.id)]}
            onChange={(rules) => set({ rules })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('forms.editor.cancel')}</Button>
        <Button variant="contained" disabled={invalid} onClick={() => props.onSave(group)}>
          {t('forms.editor.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { ActionPlan, FieldOption } from '../../../runtime/forms/FormModel';
import { NativeSelect } from '../../components/NativeSelect';
import { useCommandData } from '../../hooks/useCommandData';

const TYPES: ActionPlan['type'][] = ['attachPicture', 'addObservation', 'fillForm', 'createActivity'];
const HEADER: NonNullable<ActionPlan['replicate']> = ['unit', 'client', 'asset', 'title'];

/**
 * An option's action plans (spec 001 "Options"): attach picture (required, camera/gallery/both, photo
 * limit, orientation), add observation (label, required), fill a form (which, header replication),
 * create activity.
 */
export function ActionPlansDialog(props: {
  option: FieldOption;
  onClose(): void;
  onSave(plans: ActionPlan[]): void;
}) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const { data } = useCommandData<{ MODELOS: Array<{ id: number; name: string }> }>('ListarModelos');
  const [plans, setPlans] = useState<ActionPlan[]>(props.option.actionPlans ?? []);
  const update = (index: number, patch: Partial<ActionPlan>) =>
    setPlans(plans.map((p, i) => (i === index ? ({ ...p, ...patch } as ActionPlan) : p)));
  const label = (key: string) => t(`forms.editor.actionPlans.${key}`);
  return (
    <Dialog open onClose={props.onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{t('forms.editor.actionPlans.title', { name: props.option.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {plans.map((plan, index) => (
            <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
              <Stack spacing={1.5}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <Box sx={{ flex: 1 }}>
                    <NativeSelect
                      label={label('type')}
                      value={plan.type}
                      onChange={(type) => update(index, { type: type as ActionPlan['type'] })}
                      options={TYPES.map((type) => ({ value: type, label: label(type) }))}
                    />
                  </Box>
                  <IconButton
                    aria-label={t('forms.editor.actionPlans.remove')}
                    onClick={() => setPlans(plans.filter((_p, i) => i !== index))}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
                {plan.type !== 'createActivity' && (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={plan.required === true}
                        onChange={(e) => update(index, { required: e.target.checked })}
                      />
                    }
                    label={label('required')}
                  />
                )}
                {plan.type === 'attachPicture' && (
                  <>
                    <NativeSelect
                      label={label('source')}
                      value={String(plan.source ?? 'both')}
                      onChange={(source) => update(index, { source: source as ActionPlan['source'] })}
                      options={['camera', 'gallery', 'both'].map((v) => ({ value: v, label: label(v) }))}
                    />
                    <TextField
                      type="number"
                      label={label('photoLimit')}
                      value={typeof plan.photoLimit === 'number' ? plan.photoLimit : ''}
                      onChange={(e) =>
                        update(index, { photoLimit: e.target.value ? Number(e.target.value) : undefined })
                      }
                      slotProps={{ htmlInput: { min: 1 } }}
                    />
                    <NativeSelect
                      label={label('orientation')}
                      value={String(plan.orientation ?? 'none')}
                      onChange={(orientation) =>
                        update(index, { orientation: orientation as ActionPlan['orientation'] })
                      }
                      options={['none', 'landscape', 'portrait'].map((v) => ({ value: v, label: label(v) }))}
                    />
                  </>
                )}
                {plan.type === 'addObservation' && (
                  <TextField
                    label={label('observationLabel')}
                    value={typeof plan.label === 'string' ? plan.label : ''}
                    onChange={(e) => update(index, { label: e.target.value })}
                  />
                )}
                {plan.type === 'createActivity' && (
                  <NativeSelect
                    label={label('activityForm')}
                    value={plan.formId === undefined ? '' : String(plan.formId)}
                    placeholder={label('sameForm')}
                    onChange={(id) => update(index, { formId: id ? Number(id) : undefined })}
                    options={(data?.MODELOS ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
                  />
                )}
                {plan.type === 'fillForm' && (
                  <>
                    <NativeSelect
                      label={label('form')}
                      value={plan.formId === undefined ? '' : String(plan.formId)}
                      placeholder="—"
                      onChange={(id) => update(index, { formId: id ? Number(id) : undefined })}
                      options={(data?.MODELOS ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
                    />
                    <Box role="group" aria-label={label('replicate')}>
                      {HEADER.map((key) => {
                        const replicate = plan.replicate ?? [];
                        return (
                          <FormControlLabel
                            key={key}
                            control={
                              <Checkbox
                                checked={replicate.includes(key)}
                                onChange={(e) =>
                                  update(index, {
                                    replicate: e.target.checked
                                      ? [...replicate, key]
                                      : replicate.filter((k) => k !== key),
                                  })
                                }
                              />
                            }
                            label={t(`forms.editor.header.${key}`)}
                          />
                        );
                      })}
                    </Box>
                  </>
                )}
              </Stack>
            </Paper>
          ))}
          <Box>
            <Button startIcon={<Add />} onClick={() => setPlans([...plans, { type: 'addObservation' }])}>
              {label('add')}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('forms.editor.cancel')}</Button>
        <Button variant="contained" onClick={() => props.onSave(plans)}>
          {t('forms.editor.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

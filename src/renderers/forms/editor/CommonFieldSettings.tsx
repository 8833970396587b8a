import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import type { FormField } from '../../../runtime/forms/FormModel';
import { isAuxField } from '../../../runtime/forms/compileFormModel';
import { formFieldType } from '../../../runtime/forms/fieldTypes/formFieldType';
import { findUsages } from '../../../runtime/forms/findUsages';
import { formUsagePlace } from '../../../runtime/forms/formUsagePlace';
import type { SettingsRendererProps } from './SettingsRenderer';

/**
 * What every field has: name, required, description, auxiliary text, score (scorable types; cannot be
 * removed while a formula reads it with `score()`), character limit (texts; short text ≤ 150).
 */
export function CommonFieldSettings(props: SettingsRendererProps) {
  const { t } = useTranslation();
  const { field } = props;
  const set = (patch: Partial<FormField>) => {
    const next = { ...field, ...patch } as Record<string, unknown>;
    for (const key of Object.keys(patch)) if (next[key] === undefined) delete next[key];
    props.onChange(next as unknown as FormField);
  };
  const aux = isAuxField(field);
  const setScore = (value: string) => {
    if (value === '' && field.score !== undefined) {
      const usage = findUsages(props.model, field.id).find((u) => u.viaScore);
      if (usage) {
        props.onRefuse(
          t(errorMessageKey('FORM_SCORE_IN_USE'), { item: field.name, place: formUsagePlace(usage, t) }),
        );
        return;
      }
    }
    set({ score: value === '' ? undefined : Number(value) });
  };
  const charMax = field.type === 'textShort' ? 150 : undefined;
  return (
    <Stack spacing={2}>
      <TextField
        label={t('forms.editor.common.name')}
        value={field.name}
        required
        error={!field.name.trim()}
        onChange={(e) => set({ name: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {!aux && !formFieldType(field).computed && (
        <FormControlLabel
          control={
            <Switch
              checked={field.required === true}
              onChange={(e) => set({ required: e.target.checked || undefined })}
            />
          }
          label={t('forms.editor.common.required')}
        />
      )}
      <TextField
        label={t('forms.editor.common.description')}
        value={field.description ?? ''}
        multiline
        onChange={(e) => set({ description: e.target.value || undefined })}
      />
      {!aux && (
        <TextField
          label={t('forms.editor.common.auxText')}
          value={field.auxText ?? ''}
          onChange={(e) => set({ auxText: e.target.value || undefined })}
        />
      )}
      {props.meta.scorable && (
        <TextField
          type="number"
          label={t('forms.editor.common.score')}
          helperText={props.model.score ? undefined : t('forms.editor.common.scoreOff')}
          value={field.score ?? ''}
          onChange={(e) => setScore(e.target.value)}
        />
      )}
      {formFieldType(field).charLimit && (
        <TextField
          type="number"
          label={t('forms.editor.common.charLimit')}
          value={field.charLimit ?? ''}
          onChange={(e) =>
            set({
              charLimit: e.target.value
                ? Math.min(Math.max(1, Math.trunc(Number(e.target.value))), charMax ?? Infinity)
                : undefined,
            })
          }
          slotProps={{ htmlInput: { min: 1, max: charMax } }}
        />
      )}
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { useTranslation } from '../../hooks/useTranslation';
import type { NumericFormula } from '../../../runtime/forms/FormModel';
import { knownIds } from '../../forms/editor/knownIds';
import { NumericFormulaEditor } from '../../forms/editor/NumericFormulaEditor';
import type { SettingsRendererProps } from '../../forms/editor/SettingsRenderer';
import { SchemaSettingsForm } from '../../forms/editor/SchemaSettingsForm';

/** A numeric formula field: its formula (fixed, numeric, logic) and its decimals. */
export function NumericFormulaSettings(props: SettingsRendererProps) {
  const { t } = useTranslation();
  const formula = props.field.formula?.mode === 'text' ? undefined : props.field.formula;
  return (
    <Stack spacing={2}>
      <NumericFormulaEditor
        label={t('forms.editor.formula.title')}
        value={formula}
        known={knownIds(props.model, props.field.id)}
        onChange={(next: NumericFormula) => props.onChange({ ...props.field, formula: next })}
      />
      <SchemaSettingsForm
        schema={props.meta.settingsSchema}
        value={props.field.settings ?? {}}
        exclude={['mode', 'value', 'expression', 'logic']}
        onChange={(settings) => props.onChange({ ...props.field, settings })}
      />
    </Stack>
  );
}

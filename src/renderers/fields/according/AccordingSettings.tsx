import Stack from '@mui/material/Stack';
import { useTranslation } from '../../hooks/useTranslation';
import type { FieldOption } from '../../../runtime/forms/FormModel';
import { OptionsEditor } from '../../forms/editor/OptionsEditor';
import type { SettingsRendererProps } from '../../forms/editor/SettingsRenderer';
import { SchemaSettingsForm } from '../../forms/editor/SchemaSettingsForm';

/**
 * An "according" field: which of compliant / non-compliant / not applicable it offers (settings.options),
 * kept in step with its options (ids = those answers), each with score and action plans.
 */
export function AccordingSettings(props: SettingsRendererProps) {
  const { t } = useTranslation();
  const current = props.field.options ?? [];
  return (
    <Stack spacing={2}>
      <SchemaSettingsForm
        schema={props.meta.settingsSchema}
        value={props.field.settings ?? {}}
        onChange={(settings) => {
          const chosen = (settings.options as string[] | undefined) ?? [];
          const options: FieldOption[] = chosen.map(
            (id) => current.find((o) => o.id === id) ?? { id, name: t(`forms.editor.values.${id}`) },
          );
          props.onChange({ ...props.field, settings, options });
        }}
      />
      <OptionsEditor
        fixed
        options={current}
        model={props.model}
        owner={props.field.id}
        onChange={(options) => props.onChange({ ...props.field, options })}
        onRefuse={props.onRefuse}
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { OptionsEditor } from '../../forms/editor/OptionsEditor';
import type { SettingsRendererProps } from '../../forms/editor/SettingsRenderer';
import { SchemaSettingsForm } from '../../forms/editor/SchemaSettingsForm';

/** A choice field (multiple, simple, thermometer, select box): its options and the type's own settings. */
export function ChoiceSettings(props: SettingsRendererProps) {
  return (
    <Stack spacing={2}>
      <OptionsEditor
        options={props.field.options ?? []}
        model={props.model}
        owner={props.field.id}
        warnAt={props.meta.optionsWarningAt}
        onChange={(options) => props.onChange({ ...props.field, options })}
        onRefuse={props.onRefuse}
      />
      <SchemaSettingsForm
        schema={props.meta.settingsSchema}
        value={props.field.settings ?? {}}
        onChange={(settings) => props.onChange({ ...props.field, settings })}
      />
    </Stack>
  );
}

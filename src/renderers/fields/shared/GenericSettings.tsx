import type { SettingsRendererProps } from '../../forms/editor/SettingsRenderer';
import { SchemaSettingsForm } from '../../forms/editor/SchemaSettingsForm';

/** The settings of a type with nothing special: the form drawn from its settingsSchema. */
export function GenericSettings(props: SettingsRendererProps) {
  return (
    <SchemaSettingsForm
      schema={props.meta.settingsSchema}
      value={props.field.settings ?? {}}
      onChange={(settings) => props.onChange({ ...props.field, settings })}
    />
  );
}

import Stack from '@mui/material/Stack';
import { MaskPicker } from '../../forms/editor/MaskPicker';
import type { SettingsRendererProps } from '../../forms/editor/SettingsRenderer';
import { SchemaSettingsForm } from '../../forms/editor/SchemaSettingsForm';

/** Short text: its mask (e-mail, phone, landline, CEP, CPF, CNPJ, custom) and its length (≤ 150). */
export function TextShortSettings(props: SettingsRendererProps) {
  return (
    <Stack spacing={2}>
      <MaskPicker
        value={props.field.mask}
        masks={props.meta.masks ?? []}
        onChange={(mask) => {
          const field = { ...props.field, mask };
          if (mask === undefined) delete field.mask;
          props.onChange(field);
        }}
      />
      <SchemaSettingsForm
        schema={props.meta.settingsSchema}
        value={props.field.settings ?? {}}
        onChange={(settings) => props.onChange({ ...props.field, settings })}
      />
    </Stack>
  );
}

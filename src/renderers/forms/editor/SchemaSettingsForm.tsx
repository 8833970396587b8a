import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';
import type { FileRef } from '../fill/FileRef';
import type { SettingsSchema } from '../fieldTypes/FieldTypeMeta';
import { ModelImagesInput } from './ModelImagesInput';

type Settings = Record<string, unknown>;

/** A list of strings typed as "a, b, c" (the text is kept while typing, so a trailing comma stays). */
function CommaListInput(props: {
  label: string;
  helperText: string;
  value: string[];
  onChange(list: string[]): void;
}) {
  const [text, setText] = useState(props.value.join(', '));
  return (
    <TextField
      label={props.label}
      helperText={props.helperText}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(
          e.target.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

function typeOf(schema: SettingsSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/**
 * A small form drawn from a field type's settingsSchema: enums as selects, booleans as switches, numbers
 * and strings as inputs, arrays of an enum as checkboxes and arrays of strings as a comma list, uploaded
 * pictures (objects or lists of `{fileId}`) as ModelImagesInput. Other objects (json-logic) and constants
 * are left to specific renderers.
 *
 * @example <SchemaSettingsForm schema={types.number.settingsSchema} value={field.settings ?? {}} onChange={...} />
 */
export function SchemaSettingsForm(props: {
  schema: SettingsSchema;
  value: Settings;
  onChange(value: Settings): void;
  exclude?: string[];
}) {
  const { t } = useTranslation();
  const set = (key: string, next: unknown) => {
    const value = { ...props.value };
    if (next === undefined || next === '') delete value[key];
    else value[key] = next;
    props.onChange(value);
  };
  const label = (key: string) => t(`forms.editor.settings.${key}`, { defaultValue: key });
  const valueLabel = (value: unknown) =>
    t(`forms.editor.values.${String(value)}`, { defaultValue: String(value) });
  const entries = Object.entries(props.schema.properties ?? {}).filter(
    ([key, schema]) => !props.exclude?.includes(key) && schema.const === undefined,
  );
  return (
    <Stack spacing={2}>
      {entries.map(([key, schema]) => {
        const current = props.value[key];
        const type = typeOf(schema);
        const isImage = (s: SettingsSchema | undefined) => !!s?.properties?.fileId;
        if (isImage(schema) || (type === 'array' && isImage(schema.items))) {
          const multiple = type === 'array';
          const images =
            (multiple ? (current as FileRef[] | undefined) : current ? [current as FileRef] : []) ?? [];
          return (
            <ModelImagesInput
              key={key}
              label={label(key)}
              images={images}
              multiple={multiple}
              onChange={(next) => set(key, multiple ? (next.length ? next : undefined) : next[0])}
            />
          );
        }
        if (schema.enum) {
          const required = props.schema.required?.includes(key);
          return (
            <NativeSelect
              key={key}
              label={label(key)}
              value={current === undefined ? '' : String(current)}
              required={required}
              placeholder={required ? undefined : '—'}
              onChange={(v) => {
                const option = schema.enum!.find((e) => String(e) === v);
                set(key, option);
              }}
              options={schema.enum.map((e) => ({ value: String(e), label: valueLabel(e) }))}
            />
          );
        }
        if (type === 'boolean')
          return (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  checked={current === true}
                  onChange={(e) => set(key, e.target.checked || undefined)}
                />
              }
              label={label(key)}
            />
          );
        if (type === 'integer' || type === 'number')
          return (
            <TextField
              key={key}
              type="number"
              label={label(key)}
              value={typeof current === 'number' ? current : ''}
              onChange={(e) => set(key, e.target.value === '' ? undefined : Number(e.target.value))}
              slotProps={{
                htmlInput: {
                  min: schema.minimum,
                  max: schema.maximum,
                  step: type === 'integer' ? 1 : 'any',
                },
              }}
            />
          );
        if (type === 'string')
          return (
            <TextField
              key={key}
              label={label(key)}
              value={typeof current === 'string' ? current : ''}
              onChange={(e) => set(key, e.target.value)}
              slotProps={{ htmlInput: { maxLength: schema.maxLength } }}
            />
          );
        if (type === 'array' && schema.items?.enum) {
          const chosen = Array.isArray(current) ? (current as unknown[]) : [];
          return (
            <FormGroup key={key} role="group" aria-label={label(key)}>
              <FormLabel component="legend">{label(key)}</FormLabel>
              {schema.items.enum.map((option) => (
                <FormControlLabel
                  key={String(option)}
                  control={
                    <Checkbox
                      checked={chosen.includes(option)}
                      onChange={(e) =>
                        set(
                          key,
                          e.target.checked
                            ? schema.items!.enum!.filter((o) => o === option || chosen.includes(o))
                            : chosen.filter((o) => o !== option),
                        )
                      }
                    />
                  }
                  label={valueLabel(option)}
                />
              ))}
            </FormGroup>
          );
        }
        if (type === 'array' && schema.items && typeOf(schema.items) === 'string')
          return (
            <CommaListInput
              key={key}
              label={label(key)}
              helperText={t('forms.editor.settings.commaList')}
              value={Array.isArray(current) ? (current as string[]) : []}
              onChange={(list) => set(key, list.length > 0 ? list : undefined)}
            />
          );
        return null;
      })}
    </Stack>
  );
}

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';
import { ModelImagesInput } from '../../forms/editor/ModelImagesInput';

/** The parts of a block settings' JSON Schema property this form reads. */
interface PropertySchema {
  type?: string | string[];
  enum?: Array<string | number>;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  items?: { enum?: string[] };
}

/** What a setting naming a form item (`fieldId`, `groupId`) may be set to. */
export interface SettingChoices {
  [property: string]: { value: string; label: string }[];
}

const nullable = (schema: PropertySchema) => Array.isArray(schema.type) && schema.type.includes('null');

/** One setting's input, chosen by its schema: a list, a switch, a number, checkboxes, a picture, a text. */
function SettingInput(props: {
  name: string;
  schema: PropertySchema;
  value: unknown;
  choices?: { value: string; label: string }[];
  stepMm: number;
  noneLabel: string;
  onChange(value: unknown): void;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const { name, schema, value, choices, onChange } = props;
  const label = t(`pdfEditor.settings.${name}`);
  if (choices || schema.enum) {
    const options =
      choices ??
      schema.enum!.map((v) => ({
        value: String(v),
        label: typeof v === 'number' ? String(v) : t(`pdfEditor.values.${name}.${v}`),
      }));
    const none = nullable(schema) ? props.noneLabel : choices ? '' : undefined;
    return (
      <NativeSelect
        size="small"
        label={label}
        value={value === null || value === undefined ? '' : String(value)}
        placeholder={none}
        options={options}
        onChange={(text) => {
          const numeric = schema.enum?.every((v) => typeof v === 'number');
          onChange(text === '' && nullable(schema) ? null : numeric ? Number(text) : text);
        }}
      />
    );
  }
  if (schema.type === 'boolean')
    return (
      <FormControlLabel
        control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
        label={label}
      />
    );
  if (schema.type === 'number')
    return (
      <TextField
        size="small"
        type="number"
        label={label}
        value={typeof value === 'number' ? value : ''}
        slotProps={{
          htmlInput: {
            min: schema.minimum,
            max: schema.maximum,
            step: name.endsWith('Mm') ? props.stepMm : 1,
          },
        }}
        onChange={(e) => {
          const number = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(number))
            onChange(Math.min(schema.maximum ?? number, Math.max(schema.minimum ?? number, number)));
        }}
      />
    );
  if (schema.type === 'array' && schema.items?.enum) {
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    return (
      <FormGroup role="group" aria-labelledby={groupId}>
        <FormLabel id={groupId}>{label}</FormLabel>
        {schema.items.enum.map((item) => (
          <FormControlLabel
            key={item}
            label={t(`pdf.info.${item}`)}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(item)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? schema.items!.enum!.filter((i) => i === item || chosen.includes(i))
                      : chosen.filter((i) => i !== item),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    );
  }
  if (name === 'fileId')
    return (
      <ModelImagesInput
        label={label}
        images={typeof value === 'string' ? [{ fileId: value }] : []}
        onChange={([first]) => onChange(first?.fileId ?? null)}
      />
    );
  return (
    <TextField
      size="small"
      label={label}
      value={typeof value === 'string' ? value : ''}
      multiline={name === 'text'}
      minRows={name === 'text' ? 3 : undefined}
      helperText={name === 'text' || name === 'format' ? t('pdfEditor.settings.placeholders') : undefined}
      slotProps={{ htmlInput: { maxLength: schema.maxLength } }}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * A block's settings as labelled inputs, one per property of its type's JSON Schema (so a new block
 * type's settings need no new form): lists for enums and the form items in `choices`, switches,
 * numbers within the schema's bounds (millimetres step by the layout's grid), checkboxes for lists of
 * items, a picture upload for `fileId`, text otherwise.
 *
 * @example <SchemaSettingsForm schema={pdfBlocks.field.schema} value={block.settings} choices={{ fieldId }} stepMm={5} noneLabel="Nenhum" onChange={set} />
 */
export function SchemaSettingsForm(props: {
  schema: { properties?: Record<string, PropertySchema> };
  value: Record<string, unknown>;
  choices: SettingChoices;
  stepMm: number;
  /** The choice standing for no value in a list that may be empty (`fieldId: null`). */
  noneLabel: string;
  onChange(name: string, value: unknown): void;
}) {
  return (
    <Stack spacing={2}>
      {Object.entries(props.schema.properties ?? {}).map(([name, schema]) => (
        <SettingInput
          key={name}
          name={name}
          schema={schema}
          value={props.value[name]}
          choices={props.choices[name]}
          stepMm={props.stepMm}
          noneLabel={props.noneLabel}
          onChange={(value) => props.onChange(name, value)}
        />
      ))}
    </Stack>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

/**
 * References to other forms, activities or documents, by their codes: typed and confirmed with Enter
 * (one, or several when `multiple`).
 */
export function ReferencesFill(props: FillRendererProps<string[]>) {
  const { t } = useTranslation();
  const multiple = !!props.field.settings?.multiple;
  const source = (props.field.settings?.source as string | undefined) ?? 'document';
  const value = props.value ?? [];
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      id={props.inputId}
      options={[]}
      value={value}
      disabled={props.readOnly}
      onChange={(_e, next) => {
        const clean = next.map((v) => v.trim()).filter(Boolean);
        const kept = multiple ? clean : clean.slice(-1);
        props.onChange(kept.length ? kept : null);
      }}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} label={item} size="small" {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.dense ? undefined : props.field.name}
          required={props.field.required}
          error={!!props.error}
          helperText={props.error ?? (props.readOnly ? undefined : t(`forms.fill.references.${source}`))}
        />
      )}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import type { FieldOption } from '../../../runtime/forms/FormModel';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import { OptionSelect } from '../../forms/fill/OptionSelect';

/** A selection box: a select, or a searchable list when `searchable`. */
export function SelectBoxFill(props: FillRendererProps<string>) {
  const { t } = useTranslation();
  const options = props.field.options ?? [];
  if (!props.field.settings?.searchable) return <OptionSelect {...props} options={options} />;
  return (
    <Autocomplete<FieldOption, false>
      id={props.inputId}
      options={options}
      value={options.find((o) => o.id === props.value) ?? null}
      disabled={props.readOnly}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, option) => props.onChange(option?.id ?? null)}
      noOptionsText={t('forms.fill.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.dense ? undefined : props.field.name}
          required={props.field.required}
          error={!!props.error}
          helperText={props.error ?? props.field.description}
          size={props.dense ? 'small' : 'medium'}
        />
      )}
    />
  );
}

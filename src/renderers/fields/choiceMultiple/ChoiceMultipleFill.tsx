import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import type { FieldOption } from '../../../runtime/forms/FormModel';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import { OptionLabel } from '../../forms/fill/OptionLabel';
import { REDUCED_OPTIONS_AT } from '../../forms/fill/REDUCED_OPTIONS_AT';

/**
 * Multiple choice: checkboxes, or a multiple select from 10 options on; `maxChoices` stops further
 * ticks once reached.
 */
export function ChoiceMultipleFill(props: FillRendererProps<string[]>) {
  const { t } = useTranslation();
  const options = props.field.options ?? [];
  const chosen = props.value ?? [];
  const max = props.field.settings?.maxChoices as number | undefined;
  const set = (ids: string[]) => props.onChange(ids.length ? ids : null);
  if (options.length >= REDUCED_OPTIONS_AT) {
    const byId = new Map(options.map((o) => [o.id, o]));
    return (
      <Autocomplete<FieldOption, true>
        multiple
        id={props.inputId}
        options={options}
        value={chosen.flatMap((id) => byId.get(id) ?? [])}
        disabled={props.readOnly}
        getOptionLabel={(o) => o.name}
        getOptionDisabled={(o) => max !== undefined && chosen.length >= max && !chosen.includes(o.id)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_e, value) => set(value.map((o) => o.id))}
        noOptionsText={t('forms.fill.noOptions')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={props.dense ? undefined : props.field.name}
            required={props.field.required}
            error={!!props.error}
            helperText={props.error ?? props.field.description}
          />
        )}
      />
    );
  }
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <FormGroup aria-labelledby={props.inputId}>
        {options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <FormControlLabel
              key={option.id}
              disabled={props.readOnly || (!checked && max !== undefined && chosen.length >= max)}
              control={
                <Checkbox
                  size={props.dense ? 'small' : 'medium'}
                  checked={checked}
                  onChange={(_e, on) =>
                    set(on ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))
                  }
                />
              }
              label={<OptionLabel option={option} />}
            />
          );
        })}
      </FormGroup>
    </FieldFrame>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import { OptionLabel } from '../../forms/fill/OptionLabel';
import { OptionSelect } from '../../forms/fill/OptionSelect';
import { REDUCED_OPTIONS_AT } from '../../forms/fill/REDUCED_OPTIONS_AT';

/** Single choice: radios, or a select from 10 options on (reduced when filling). */
export function ChoiceSingleFill(props: FillRendererProps<string>) {
  const options = props.field.options ?? [];
  if (options.length >= REDUCED_OPTIONS_AT) return <OptionSelect {...props} options={options} />;
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <RadioGroup
        aria-labelledby={props.inputId}
        value={props.value ?? ''}
        onChange={(_event, value) => props.onChange(value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            value={option.id}
            disabled={props.readOnly}
            control={<Radio size={props.dense ? 'small' : 'medium'} />}
            label={<OptionLabel option={option} />}
          />
        ))}
      </RadioGroup>
    </FieldFrame>
  );
}

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

/** A labelled group of radio buttons (a fieldset: arrow keys move between the options). */
export function ChoiceGroup<T extends string>(props: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <FormControl component="fieldset" margin="normal" fullWidth>
      <FormLabel component="legend" id={id}>
        {props.label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={props.value}
        onChange={(_e, value) => props.onChange(value as T)}
      >
        {props.options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

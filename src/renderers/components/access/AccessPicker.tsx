import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Option {
  id: number;
  name: string;
}

/** A labelled multiple choice of ids among named options (roles, work groups, employees). */
export function AccessPicker(props: {
  label: string;
  options: Option[];
  value: number[];
  onChange(ids: number[]): void;
}) {
  const chosen = props.options.filter((o) => props.value.includes(o.id));
  return (
    <Autocomplete
      multiple
      options={props.options}
      value={chosen}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => props.onChange(next.map((o) => o.id))}
      renderInput={(params) => <TextField {...params} label={props.label} />}
    />
  );
}

import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';

/** A labelled multiple choice among a few fixed options (states, deadline buckets), keyboard friendly. */
export function MultiSelect<T extends string>(props: {
  id: string;
  label: string;
  value: T[];
  options: readonly { value: T; label: string }[];
  onChange(value: T[]): void;
  /** Shown when nothing is chosen. */
  placeholder: string;
}) {
  const labels = new Map(props.options.map((o) => [o.value, o.label]));
  return (
    <TextField
      select
      id={props.id}
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => {
        const value = e.target.value as unknown as T[] | string;
        props.onChange((typeof value === 'string' ? value.split(',') : value) as T[]);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) =>
            (selected as T[]).length
              ? (selected as T[]).map((v) => labels.get(v) ?? v).join(', ')
              : props.placeholder,
        },
      }}
      sx={{ minWidth: 180, maxWidth: '100%' }}
    >
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          <Checkbox
            size="small"
            checked={props.value.includes(o.value)}
            tabIndex={-1}
            sx={{ p: 0.5, mr: 1 }}
          />
          <ListItemText primary={o.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/** A labelled on/off option. */
export function SwitchField(props: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <FormControlLabel
      control={<Switch checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />}
      label={props.label}
    />
  );
}

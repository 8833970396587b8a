import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';

/**
 * A labelled select drawn by the browser (native): keyboard and screen-reader friendly everywhere, and
 * comfortable on phones.
 */
export function NativeSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  placeholder?: string;
  size?: 'small' | 'medium';
  margin?: 'none' | 'normal' | 'dense';
  /** Grid cells: the label is the accessible name only (the row and column headers show it). */
  hiddenLabel?: boolean;
}) {
  return (
    <TextField
      select
      label={props.hiddenLabel ? undefined : props.label}
      name={props.name}
      value={props.value}
      required={props.required}
      error={props.error}
      helperText={props.helperText}
      size={props.size}
      margin={props.margin}
      onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(e.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: props.hiddenLabel ? { 'aria-label': props.label } : undefined,
      }}
    >
      {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

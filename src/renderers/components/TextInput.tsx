import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextInputProps {
  label: string;
  value: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A labelled outlined input. Built from FormControl + OutlinedInput rather than TextField because
 * TextField also pulls in Select and Menu, which would weigh on the login page for nothing.
 */
export function TextInput(props: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth margin="normal" variant="outlined" required={props.required} error={props.error}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={props.required ? `${props.label} *` : props.label}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={props.onChange}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        readOnly={props.readOnly}
        endAdornment={props.endAdornment}
        inputProps={props.inputProps}
        aria-describedby={props.helperText ? helperId : undefined}
      />
      {props.helperText && <FormHelperText id={helperId}>{props.helperText}</FormHelperText>}
    </FormControl>
  );
}

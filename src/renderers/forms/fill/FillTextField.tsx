import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FormField } from '../../../runtime/forms/FormModel';

/**
 * A labelled text input for a field: its name as label (only the accessible name in a table cell), the
 * description or the error under it, read-only when the document is.
 */
export function FillTextField(
  props: {
    field: FormField;
    inputId: string;
    value: string;
    onChange?(text: string): void;
    error?: string;
    readOnly: boolean;
    dense?: boolean;
    startAdornment?: ReactNode;
    endAdornment?: ReactNode;
    htmlInput?: Record<string, unknown>;
  } & Pick<TextFieldProps, 'type' | 'multiline' | 'minRows' | 'onBlur'>,
) {
  const { field, dense } = props;
  return (
    <TextField
      id={props.inputId}
      label={dense ? undefined : field.name}
      required={field.required}
      value={props.value}
      onChange={(event) => props.onChange?.(event.target.value)}
      onBlur={props.onBlur}
      error={!!props.error}
      helperText={props.error ?? (dense ? undefined : (field.description ?? field.auxText))}
      type={props.type}
      multiline={props.multiline}
      minRows={props.minRows}
      size={dense ? 'small' : 'medium'}
      fullWidth
      slotProps={{
        inputLabel: props.type && props.type !== 'text' ? { shrink: true } : undefined,
        input: {
          readOnly: props.readOnly,
          startAdornment: props.startAdornment,
          endAdornment: props.endAdornment,
        },
        htmlInput: { ...(dense ? { 'aria-label': field.name } : {}), ...props.htmlInput },
      }}
    />
  );
}

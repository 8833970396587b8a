import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FormField } from '../../../runtime/forms/FormModel';

/**
 * A field made of several controls (options, buttons, a canvas, files): a fieldset whose legend is the
 * field's name (with * when required), its description, the controls and the error. `inputId` goes to the
 * legend so the finish step can focus and scroll to it.
 */
export function FieldFrame(props: {
  field: FormField;
  inputId: string;
  error?: string;
  dense?: boolean;
  children: ReactNode;
}) {
  const { field } = props;
  return (
    <Box
      component="fieldset"
      aria-invalid={props.error ? true : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography
        component="legend"
        id={props.inputId}
        tabIndex={-1}
        variant={props.dense ? 'body2' : 'subtitle1'}
        sx={{ fontWeight: 500, p: 0, mb: 0.5, overflowWrap: 'anywhere' }}
      >
        {field.name}
        {field.required && (
          <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
            {' *'}
          </Box>
        )}
      </Typography>
      {!props.dense &&
        [field.description, field.auxText].filter(Boolean).map((text, i) => (
          <Typography key={i} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {text}
          </Typography>
        ))}
      {props.children}
      {props.error && <FormHelperText error>{props.error}</FormHelperText>}
    </Box>
  );
}

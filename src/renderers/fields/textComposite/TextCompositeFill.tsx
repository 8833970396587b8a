import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { applyMask } from '../../../runtime/validators/applyMask';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import { FillTextField } from '../../forms/fill/FillTextField';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

interface Part {
  id: string;
  label: string;
  mask?: string;
}

/** How the parts of a composite text are joined into the stored text (and split back). */
const SEPARATOR = ' / ';

/**
 * Composite text: one input per configured part (each with its own mask), stored as one text with the
 * parts joined by ' / '; without parts, a single input.
 */
export function TextCompositeFill(props: FillRendererProps<string>) {
  const parts = (props.field.settings?.parts as Part[] | undefined) ?? [];
  if (!parts.length)
    return (
      <FillTextField
        {...props}
        value={props.value ?? ''}
        onChange={(text) => props.onChange(applyMask(props.field.mask, text) || null)}
      />
    );
  const values = (props.value ?? '').split(SEPARATOR);
  const set = (i: number, text: string) => {
    const next = parts.map((part, j) => (j === i ? applyMask(part.mask, text) : (values[j] ?? '')));
    props.onChange(next.some((v) => v.trim()) ? next.join(SEPARATOR) : null);
  };
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(160px, 1fr))' },
        }}
      >
        {parts.map((part, i) => (
          <TextField
            key={part.id}
            label={part.label}
            value={values[i] ?? ''}
            onChange={(e) => set(i, e.target.value)}
            size={props.dense ? 'small' : 'medium'}
            slotProps={{ input: { readOnly: props.readOnly } }}
          />
        ))}
      </Box>
    </FieldFrame>
  );
}

import Typography from '@mui/material/Typography';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

/** Auxiliary description: text shown to the filler (its settings' text, else the field's name). */
export function AuxDescriptionFill(props: FillRendererProps<never>) {
  const text =
    (props.field.settings?.text as string | undefined) ?? props.field.description ?? props.field.name;
  return (
    <Typography id={props.inputId} color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
      {text}
    </Typography>
  );
}

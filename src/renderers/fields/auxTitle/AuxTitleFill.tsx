import Typography from '@mui/material/Typography';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

const SIZES = { 1: 22, 2: 19, 3: 17 } as const;

/** Auxiliary title: a heading under the group's (levels 1 to 3 become h3 to h5). */
export function AuxTitleFill(props: FillRendererProps<never>) {
  const level = (props.field.settings?.level as 1 | 2 | 3 | undefined) ?? 1;
  const text = (props.field.settings?.text as string | undefined) ?? props.field.name;
  return (
    <Typography
      id={props.inputId}
      component={`h${level + 2}` as 'h3'}
      sx={{ fontSize: SIZES[level], fontWeight: 600, mt: 1 }}
    >
      {text}
    </Typography>
  );
}

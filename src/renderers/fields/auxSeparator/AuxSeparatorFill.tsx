import Divider from '@mui/material/Divider';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

/** Auxiliary separator: a rule between fields. */
export function AuxSeparatorFill(props: FillRendererProps<never>) {
  return <Divider id={props.inputId} sx={{ my: 1 }} />;
}

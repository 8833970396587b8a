import Box from '@mui/material/Box';
import type { FileRef } from '../../forms/fill/FileRef';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import { useFileUrl } from '../../forms/fill/useFileUrl';

/** Auxiliary image: the picture the model carries, with its alternative text. */
export function AuxImageFill(props: FillRendererProps<never>) {
  const image = props.field.settings?.image as FileRef | undefined;
  const url = useFileUrl(image?.fileId, 'BaixarImagemModelo');
  const alt = (props.field.settings?.alt as string | undefined) ?? props.field.name;
  if (!url) return null;
  return (
    <Box
      component="img"
      id={props.inputId}
      src={url}
      alt={alt}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 420, borderRadius: 1 }}
    />
  );
}

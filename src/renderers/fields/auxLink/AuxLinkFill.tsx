import OpenInNew from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

/** Auxiliary link: opens its address in a new tab. */
export function AuxLinkFill(props: FillRendererProps<never>) {
  const url = props.field.settings?.url as string | undefined;
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return (
    <Link
      id={props.inputId}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
    >
      {(props.field.settings?.text as string | undefined) ?? props.field.name}
      <OpenInNew fontSize="small" aria-hidden />
    </Link>
  );
}

import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useFileUrl } from '../../forms/fill/useFileUrl';

/** An address typed before images were uploads (an old text value) is shown as it is. */
const isAddress = (value: string) => /^(https?:)?\//.test(value);

/**
 * A record image's small thumbnail (an entity `image` field in lists and views): fetched (BaixarImagem)
 * only once it scrolls into view, with `alt` text; nothing at all without an image, never its id.
 *
 * @example <ImageThumbnail value={row.profileImage} alt="Imagem de perfil: Ana" />
 */
export function ImageThumbnail(props: { value: unknown; alt: string; size?: number }) {
  const size = props.size ?? 32;
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : null;
  const ref = useRef<HTMLSpanElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver !== 'function') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, value]);
  const stored = useFileUrl(value && seen && !isAddress(value) ? value : undefined, 'BaixarImagem');
  if (!value) return null;
  const src = isAddress(value) ? (seen ? value : null) : stored;
  return (
    <Box
      ref={ref}
      component="span"
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        width: size,
        height: size,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        verticalAlign: 'middle',
      }}
    >
      {src && (
        <img
          src={src}
          alt={props.alt}
          loading="lazy"
          width={size}
          height={size}
          style={{ objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}

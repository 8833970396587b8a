import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

/** The link as a QR code image; the qrcode library is loaded only when a portal page shows one. */
export function PortalQrCode(props: { link: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(props.link, { margin: 1, width: 200 }))
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [props.link]);
  if (!src) return null;
  return (
    <Box component="img" src={src} alt={props.label} sx={{ width: 160, height: 160, display: 'block' }} />
  );
}

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** No header: form edit and view, PDF customisation, public pages and error pages fill the window. */
export function BareLayout(props: { children?: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {props.children}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Label/value pairs as a `<dl>`: two columns from the small breakpoint up (labels `labelWidth` wide),
 * stacked on a phone; long values wrap anywhere and keep their line breaks.
 *
 * @example <DefinitionList rows={[['Prazo', '24/11/2026 23:59']]} />
 */
export function DefinitionList(props: { rows: Array<[string, ReactNode]>; labelWidth?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `${props.labelWidth ?? 180}px 1fr` },
        gap: 0.75,
        m: 0,
      }}
    >
      {props.rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

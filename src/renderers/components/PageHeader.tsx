import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The page's h1 with its actions on the right (wrapping under it on small screens). */
export function PageHeader(props: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" component="h1">
          {props.title}
        </Typography>
        {props.subtitle && <Typography color="text.secondary">{props.subtitle}</Typography>}
      </Box>
      {props.actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{props.actions}</Box>}
    </Box>
  );
}

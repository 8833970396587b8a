import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Fields side by side on wide screens, one under the other on phones. */
export function TaskFieldGrid(props: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  const columns = props.columns ?? 2;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {props.children}
    </Box>
  );
}

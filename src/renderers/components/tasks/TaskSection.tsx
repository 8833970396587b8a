import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled block of the task page (a card with an h2), its fields in a responsive grid. */
export function TaskSection(props: { title: string; children: ReactNode }) {
  return (
    <Card component="section" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }} aria-label={props.title}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {props.title}
      </Typography>
      {props.children}
    </Card>
  );
}

import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

/**
 * The one-line form above a list that adds (or edits) a small record in place: its fields side by side
 * on a wide screen, stacked on a phone. Its own label names it for screen readers and tests.
 */
export function InlineRecordForm(props: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** The wide screen's grid columns, e.g. '2fr 1fr auto'. */
  columns: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      onSubmit={props.onSubmit}
      noValidate
      aria-label={props.label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: props.columns },
        gap: 1,
        mb: 2,
        alignItems: 'start',
      }}
    >
      {props.children}
    </Box>
  );
}

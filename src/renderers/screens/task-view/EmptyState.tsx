import Typography from '@mui/material/Typography';

/** What a task page tab says when it has nothing to show. */
export function EmptyState(props: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {props.text}
    </Typography>
  );
}

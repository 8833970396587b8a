import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

/**
 * A titled section of a form page or a settings screen: the heading names the section for screen
 * readers (aria-labelledby), which the journeys use to find it. Without a title it is a plain card; with
 * `onSubmit` the card is its own form (a profile card saves alone); `flush` drops the space below for
 * screens that lay their cards out in a grid or stack.
 */
export function FormCard(props: {
  id?: string;
  title?: string;
  hint?: string;
  onSubmit?: (event: FormEvent) => void;
  flush?: boolean;
  children: ReactNode;
}) {
  const titled = props.id && props.title;
  return (
    <Card
      {...(titled ? { component: 'section' as const, 'aria-labelledby': props.id } : {})}
      sx={props.flush ? undefined : { mb: 3 }}
    >
      <CardContent
        {...(props.onSubmit
          ? { component: 'form' as const, onSubmit: props.onSubmit, noValidate: true }
          : {})}
      >
        {titled && (
          <Typography variant="h2" id={props.id}>
            {props.title}
          </Typography>
        )}
        {props.hint && <Typography color="text.secondary">{props.hint}</Typography>}
        {props.children}
      </CardContent>
    </Card>
  );
}

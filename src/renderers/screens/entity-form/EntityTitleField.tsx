import Typography from '@mui/material/Typography';
import type { TitleFieldProps } from '@rjsf/utils';

/** Titles of groups inside a section (lists, an address): a small heading, under the section's h2. */
export function EntityTitleField(props: TitleFieldProps) {
  return (
    <Typography id={props.id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {props.title}
      {props.required ? ' *' : ''}
    </Typography>
  );
}

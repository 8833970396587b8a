import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldOption } from '../../../runtime/forms/FormModel';

/** An option's name with its auxiliary text under it. */
export function OptionLabel(props: { option: FieldOption }) {
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      {props.option.name}
      {props.option.auxText && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {props.option.auxText}
        </Typography>
      )}
    </Box>
  );
}

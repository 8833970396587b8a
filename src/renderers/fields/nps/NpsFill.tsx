import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

const SCALE = Array.from({ length: 10 }, (_v, i) => i + 1);

/** Quality (NPS): one of 1 to 10, with the settings' low and high labels at the ends. */
export function NpsFill(props: FillRendererProps<number>) {
  const { lowLabel, highLabel } = (props.field.settings ?? {}) as { lowLabel?: string; highLabel?: string };
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <ToggleButtonGroup
        exclusive
        aria-labelledby={props.inputId}
        value={props.value}
        disabled={props.readOnly}
        onChange={(_e, value: number | null) => props.onChange(value)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(5, 1fr)', sm: 'repeat(10, 1fr)' },
          maxWidth: 560,
        }}
      >
        {SCALE.map((n) => (
          <ToggleButton key={n} value={n} size="small" sx={{ minWidth: 0, borderRadius: 0 }}>
            {n}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {(lowLabel || highLabel) && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', maxWidth: 560, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {lowLabel}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {highLabel}
          </Typography>
        </Box>
      )}
    </FieldFrame>
  );
}

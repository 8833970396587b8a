import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

/** The hue of option i of n, from cold (blue) to hot (red). */
function hue(i: number, n: number): number {
  return n <= 1 ? 0 : Math.round(220 - (220 * i) / (n - 1));
}

/** A thermometer: its options in a row from cold to hot, one chosen. */
export function ThermometerFill(props: FillRendererProps<string>) {
  const options = props.field.options ?? [];
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <ToggleButtonGroup
        exclusive
        aria-labelledby={props.inputId}
        value={props.value}
        disabled={props.readOnly}
        onChange={(_e, value: string | null) => props.onChange(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option, i) => (
          <ToggleButton
            key={option.id}
            value={option.id}
            size={props.dense ? 'small' : 'medium'}
            sx={{
              borderTop: `4px solid hsl(${hue(i, options.length)}, 75%, 50%)`,
              '&.Mui-selected': { bgcolor: `hsla(${hue(i, options.length)}, 75%, 50%, 0.25)` },
            }}
          >
            {option.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FieldFrame>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from '../../hooks/useTranslation';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

type According = 'compliant' | 'nonCompliant' | 'notApplicable';
const ALL: According[] = ['compliant', 'nonCompliant', 'notApplicable'];

/**
 * 'According': Conforme / Não conforme / Não se aplica (those the settings offer); the chosen option's
 * action plans open under it (FieldSlot).
 */
export function AccordingFill(props: FillRendererProps<According>) {
  const { t } = useTranslation();
  const offered = (props.field.settings?.options as According[] | undefined) ?? ALL;
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <RadioGroup
        row
        aria-labelledby={props.inputId}
        value={props.value ?? ''}
        onChange={(_e, value) => props.onChange(value as According)}
      >
        {offered.map((id) => (
          <FormControlLabel
            key={id}
            value={id}
            disabled={props.readOnly}
            control={<Radio size={props.dense ? 'small' : 'medium'} />}
            label={props.field.options?.find((o) => o.id === id)?.name ?? t(`forms.fill.according.${id}`)}
          />
        ))}
      </RadioGroup>
    </FieldFrame>
  );
}

import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import type { FieldOption, FormField } from '../../../runtime/forms/FormModel';

/** A native select over a field's options (long lists, selection boxes): one option id or none. */
export function OptionSelect(props: {
  field: FormField;
  options: FieldOption[];
  inputId: string;
  value: string | null;
  onChange(value: string | null): void;
  error?: string;
  readOnly: boolean;
  dense?: boolean;
}) {
  const { t } = useTranslation();
  const { field, dense } = props;
  return (
    <TextField
      select
      id={props.inputId}
      label={dense ? undefined : field.name}
      required={field.required}
      value={props.value ?? ''}
      disabled={props.readOnly}
      error={!!props.error}
      helperText={props.error ?? (dense ? undefined : field.description)}
      size={dense ? 'small' : 'medium'}
      fullWidth
      onChange={(event) => props.onChange(event.target.value || null)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: dense ? { 'aria-label': field.name } : undefined,
      }}
    >
      <option value="">{t('forms.fill.choose')}</option>
      {props.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}
